// A PDF as the fuzzer rewrites it: its objects as text (a stream with its raw data apart), read
// with pdf-lib, which expands object streams and drops cross-reference streams, so that any
// layout can be written again (pdf-writer.ts) and mutated (pdf-mutations.ts).
import { PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from "pdf-lib";

/** One object: `body` is its value, or a stream's dictionary without /Length (`data` apart). */
export type ModelObject = { num: number; body: string; data?: Buffer };

export type PdfModel = {
  objects: ModelObject[];
  /** The catalog's and the page tree's numbers, and the trailer's entries besides /Size and /Prev. */
  root: number;
  pages: number;
  trailer: string;
};

const skipped = [PDFName.of("XRef"), PDFName.of("ObjStm")];

/** Reads `bytes` into a model; undefined when pdf-lib cannot (an encrypted file, say). */
export async function loadModel(bytes: Buffer): Promise<PdfModel | undefined> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  const { Root, Info, Encrypt } = doc.context.trailerInfo;
  if (Encrypt || !(Root instanceof PDFRef)) return undefined;
  const objects: ModelObject[] = [];
  for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
    if (ref.generationNumber !== 0) return undefined;
    const item = modelObject(ref.objectNumber, object);
    if (item) objects.push(item);
  }
  const pages = doc.catalog.get(PDFName.of("Pages"));
  if (!(pages instanceof PDFRef)) return undefined;
  const info = Info instanceof PDFRef ? ` /Info ${Info.toString()}` : "";
  return {
    objects: objects.sort((a, b) => a.num - b.num),
    root: Root.objectNumber,
    pages: pages.objectNumber,
    trailer: `/Root ${Root.toString()}${info}`,
  };
}

function modelObject(num: number, object: PDFObject): ModelObject | undefined {
  if (!(object instanceof PDFRawStream)) return { num, body: object.toString() };
  if (skipped.some((type) => object.dict.get(PDFName.of("Type")) === type)) return undefined;
  const dict = object.dict.clone();
  dict.delete(PDFName.of("Length"));
  return { num, body: dict.toString(), data: Buffer.from(object.contents) };
}
