// pdf.js, the parser Firefox reads PDFs with, loaded once per worker thread on its first PDF (CSV
// and XLSX checks never pay for it), and one document opened from bytes with settings that make
// it fetch, evaluate and render nothing. One open document serves every question asked of a file.
import type { DocumentInitParameters, PDFDocumentProxy } from "pdfjs-dist/types/src/display/api";

export type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");

/** What pdf.js may do with a statement: read it, nothing more. */
export const pdfjsSettings = {
  verbosity: 0, // errors only: a damaged statement is not news for the server's log
  isEvalSupported: false, // fonts' drawing code is interpreted, never compiled with new Function
  disableFontFace: true, // no font is handed to a renderer
  useSystemFonts: false, // nor looked up on the machine
  fontExtraProperties: false,
  useWasm: false, // no image decoder is fetched or compiled: text needs none
  useWorkerFetch: false,
  disableRange: true, // the whole file is already here: no network, no streaming
  disableStream: true,
  disableAutoFetch: true,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  enableXfa: false,
  stopAtErrors: false, // read what a viewer would show of a slightly damaged file
} satisfies DocumentInitParameters;

let loading: Promise<PdfJs> | undefined;

/** pdf.js's API, imported on first use and kept for the thread's life. */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= importPdfJs().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

// pdf.js's "worker" runs in this thread (its fake worker, found on globalThis.pdfjsWorker): the
// thread is already off the server's main one, and a second thread would need a file path that
// bundling does not keep. When it loads in Node, pdf.js requires @napi-rs/canvas for rendering
// (Skia: 20 MB more RSS where npm installed it; three warnings on stdout where it did not, as in
// the standalone image). Text needs no canvas, so while pdf.js loads that require answers the
// three geometry classes pdf.js takes from it as empty stand-ins, and nothing native loads.
async function importPdfJs(): Promise<PdfJs> {
  const original = process.getBuiltinModule;
  const builtin = original.bind(process);
  process.getBuiltinModule = ((id: string) =>
    id === "module" ? withoutCanvas(builtin("module")) : builtin(id)) as typeof builtin;
  try {
    const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const worker = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    Object.assign(globalThis, { pdfjsWorker: worker });
    return pdfjs;
  } finally {
    process.getBuiltinModule = original;
  }
}

const noCanvas = { DOMMatrix: class {}, ImageData: class {}, Path2D: class {} };

function withoutCanvas(module: typeof import("node:module")): typeof import("node:module") {
  const createRequire = (from: string | URL) => {
    const require = module.createRequire(from);
    return Object.assign(
      (id: string) => (id.startsWith("@napi-rs/canvas") ? noCanvas : require(id)),
      require,
    );
  };
  return { ...module, createRequire } as typeof module;
}

/**
 * Opens a PDF from its bytes (copied: pdf.js takes ownership of what it is given), hands the
 * document to `read`, and destroys it afterwards, however `read` ends. Throws what pdf.js throws
 * for a file it cannot open (a password, a damaged file).
 */
export async function withPdfDocument<T>(
  bytes: Uint8Array,
  read: (document: PDFDocumentProxy, pdfjs: PdfJs) => Promise<T>,
): Promise<T> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({ ...pdfjsSettings, data: new Uint8Array(bytes) });
  try {
    return await read(await task.promise, pdfjs);
  } finally {
    await task.destroy();
  }
}
