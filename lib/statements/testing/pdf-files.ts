// PDFs made for the tests: with pdf-lib (object streams and all), or written by hand where a test
// needs exact bytes (escaped names, revisions, objects hidden where a viewer still finds them).
import {
  PDFDocument,
  PDFName,
  StandardFonts,
  type PDFContext,
  type PDFDict,
  type PDFObject,
  type PDFRef,
} from "pdf-lib";

/** What a test may add to: the document, its context, catalog and first page. */
export type PdfParts = {
  doc: PDFDocument;
  context: PDFContext;
  catalog: PDFDict;
  page: PDFDict;
  pageRef: PDFRef;
};

/**
 * A statement-like PDF of `pages` pages, saved as pdf-lib saves by default (objects in compressed
 * object streams); `edit` adds to it before saving.
 */
export async function pdfWith(
  edit?: (parts: PdfParts) => void | Promise<void>,
  { objectStreams = true, pages = 1 }: { objectStreams?: boolean; pages?: number } = {},
): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Monthly processing statement, page ${n}: interchange 1.80%`, {
      x: 50,
      y: 700,
      font,
    });
  }
  const first = doc.getPage(0);
  await edit?.({
    doc,
    context: doc.context,
    catalog: doc.catalog,
    page: first.node,
    pageRef: first.ref,
  });
  return Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
}

/** An edit that gives the first page one link, acting as `action` (made in the document's context). */
export const linkTo =
  (action: (context: PDFContext) => PDFObject) =>
  ({ page, context }: PdfParts) => {
    const link = { Type: "Annot", Subtype: "Link", Rect: [0, 0, 99, 99], A: action(context) };
    page.set(PDFName.of("Annots"), context.obj([context.obj(link)]));
  };

/** The objects of a minimal one-page document: catalog 1, pages 2, page 3. */
export const minimalObjects = [
  "<< /Type /Catalog /Pages 2 0 R >>",
  "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
  "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
];

/**
 * A PDF written byte by byte: objects numbered from 1 in order, a correct cross-reference table
 * and a trailer whose /Root is object 1. `between` is written, as is, before object `at`.
 */
export function handWrittenPdf(
  objects: string[],
  { trailer = "", between }: { trailer?: string; between?: { at: number; text: string } } = {},
): Buffer {
  let body = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    if (between?.at === i + 1) body += between.text;
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`);
  body += `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows.join("")}`;
  body += `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R ${trailer}>>\n`;
  return Buffer.from(`${body}startxref\n${xref}\n%%EOF\n`, "latin1");
}

/** `pdf` with an incremental update appended that redefines (or adds) the objects given. */
export function withRevision(pdf: Buffer, objects: Record<number, string>): Buffer {
  let body = pdf.toString("latin1");
  const previous = /startxref\s+(\d+)/g;
  let lastXref = 0;
  for (const match of body.matchAll(previous)) lastXref = Number(match[1]);
  const entries = Object.entries(objects).map(([num, object]) => {
    const offset = body.length;
    body += `${num} 0 obj\n${object}\nendobj\n`;
    return `${num} 1\n${String(offset).padStart(10, "0")} 00000 n \n`;
  });
  const size = Math.max(...Object.keys(objects).map(Number), minimalObjects.length) + 1;
  const xref = body.length;
  body += `xref\n${entries.join("")}trailer\n<< /Size ${size} /Root 1 0 R /Prev ${lastXref} >>\n`;
  return Buffer.from(`${body}startxref\n${xref}\n%%EOF\n`, "latin1");
}
