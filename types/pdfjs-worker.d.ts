// pdf.js's worker module ships without types; the loader only hands it to pdf.js's fake worker.
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: unknown;
}
