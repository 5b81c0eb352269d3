// Hostile PDFs for the attack tests and the bench, written byte by byte.
import { handWrittenPdf, minimalObjects } from "./pdf-files";

/** The stall: `entries` loose `<</OpenAction 4 0 R>>` naming one `items`-long array. */
export function openActionFlood(entries = 400, items = 99_000): Buffer {
  return handWrittenPdf([...minimalObjects, `[${"0 ".repeat(items)}]`], {
    between: { at: 4, text: "<</OpenAction 4 0 R>>\n".repeat(entries) },
  });
}

/** A catalog whose /OpenAction names object 9, which the file does not hold. */
export const unresolvedOpenAction = () =>
  handWrittenPdf([
    "<< /Type /Catalog /Pages 2 0 R /OpenAction 9 0 R >>",
    ...minimalObjects.slice(1),
  ]);

export type ObjectStreamPdf = {
  /** Entries of the stream's dictionary besides /N, /First, /Length (e.g. "/Type /ObjStm"). */
  dict?: string;
  /** Encodes the stream's data; /Filter and /DecodeParms go in `dict`. */
  encode?: (data: Buffer) => Buffer;
};

/**
 * A one-page PDF, with a cross-reference stream, whose catalog opens with JavaScript held as
 * object 4 in object stream 5, so that pdf.js, following the cross-references, runs it.
 */
export function javascriptInObjectStream({ dict = "", encode = (d) => d }: ObjectStreamPdf = {}) {
  const header = "4 0 ";
  const data = encode(Buffer.from(`${header}<< /S /JavaScript /JS (app.alert\\(1\\)) >>`));
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>",
    minimalObjects[1]!,
    minimalObjects[2]!,
  ];
  let body = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const streamAt = body.length;
  const parts: Buffer[] = [Buffer.from(body, "latin1")];
  const head = `5 0 obj\n<< ${dict} /N 1 /First ${header.length} /Length ${data.length} >>\nstream\n`;
  parts.push(Buffer.from(head, "latin1"), data, Buffer.from("\nendstream\nendobj\n"));
  const xrefAt = streamAt + head.length + data.length + "\nendstream\nendobj\n".length;
  const row = (type: number, field: number, second: number) => {
    const bytes = Buffer.alloc(7);
    bytes[0] = type;
    bytes.writeUInt32BE(field, 1);
    bytes.writeUInt16BE(second, 5);
    return bytes;
  };
  const rows = Buffer.concat([
    row(0, 0, 65535),
    ...offsets.map((offset) => row(1, offset, 0)),
    row(2, 5, 0),
    row(1, streamAt, 0),
    row(1, xrefAt, 0),
  ]);
  const xrefHead = `6 0 obj\n<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`;
  parts.push(
    Buffer.from(xrefHead),
    rows,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}
