// Hostile PDFs for the attack tests and the bench, written byte by byte.
import { deflateSync } from "node:zlib";
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
  /** The stream's /N and /First as written: a number, or a reference to an object in `after`. */
  n?: string;
  first?: string;
  /** Objects written after the stream; the cross-references name the first of each number. */
  after?: { num: number; body: string }[];
  /** Data after the compressed object, which only a misread header reaches. */
  tail?: string;
};

const javascriptAction = "<< /S /JavaScript /JS (app.alert\\(1\\)) >>";
const objectHeader = "4 0 ";

/**
 * A one-page PDF, with a cross-reference stream, whose catalog opens with JavaScript held as
 * object 4 in object stream 5, so that pdf.js, following the cross-references, runs it.
 */
export function javascriptInObjectStream({
  dict = "",
  encode = (d) => d,
  n = "1",
  first = String(objectHeader.length),
  after = [],
  tail = "",
}: ObjectStreamPdf = {}) {
  const data = encode(Buffer.from(`${objectHeader}${javascriptAction}${tail}`));
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>",
    minimalObjects[1]!,
    minimalObjects[2]!,
  ];
  let body = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const offsets = new Map<number, number>();
  objects.forEach((object, i) => {
    offsets.set(i + 1, body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  offsets.set(5, body.length);
  const head = `5 0 obj\n<< ${dict} /N ${n} /First ${first} /Length ${data.length} >>\nstream\n`;
  let rest = `\nendstream\nendobj\n`;
  let at = body.length + head.length + data.length + rest.length;
  for (const object of after) {
    if (!offsets.has(object.num)) offsets.set(object.num, at);
    const written = `${object.num} 0 obj\n${object.body}\nendobj\n`;
    rest += written;
    at += written.length;
  }
  const compressed = new Map([[4, [5, 0] as const]]);
  return Buffer.concat([
    Buffer.from(body + head, "latin1"),
    data,
    Buffer.from(rest, "latin1"),
    xrefStream(offsets, compressed, at),
  ]);
}

/**
 * A cross-reference stream written at `at` (its own number after the highest), closing the file:
 * `offsets` for objects in the file, `compressed` for objects at an index of an object stream.
 */
function xrefStream(
  offsets: Map<number, number>,
  compressed: Map<number, readonly [number, number]>,
  at: number,
): Buffer {
  const size = Math.max(...offsets.keys(), ...compressed.keys()) + 2;
  const row = (type: number, field: number, second: number) => {
    const bytes = Buffer.alloc(7);
    bytes[0] = type;
    bytes.writeUInt32BE(field, 1);
    bytes.writeUInt16BE(second, 5);
    return bytes;
  };
  const rows = Buffer.concat(
    Array.from({ length: size }, (_, num) => {
      const [stream, index] = compressed.get(num) ?? [];
      if (stream !== undefined) return row(2, stream, index!);
      const offset = num === size - 1 ? at : offsets.get(num);
      return offset === undefined ? row(0, 0, 65535) : row(1, offset, 0);
    }),
  );
  const head = `${size - 1} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`;
  return Buffer.concat([
    Buffer.from(head),
    rows,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${at}\n%%EOF\n`),
  ]);
}

/**
 * The bypass: the object stream's /N (or /First) is object 7, defined twice. The
 * cross-reference stream names the first definition, which viewers read (/N 1, or the /First
 * that reaches the JavaScript); a later one, which a reader taking the last definition would
 * use, says /N 0 (or points /First past it, at a harmless `null`). A plain object 4, which the
 * cross-reference stream does not name, gives that reader a harmless opening page.
 */
export function shadowedObjectStream(key: "N" | "First"): Buffer {
  const decoy = { num: 4, body: "[3 0 R /Fit]" };
  const dict = "/Type /ObjStm";
  if (key === "N") {
    const after = [{ num: 7, body: "1" }, { num: 7, body: "0" }, decoy];
    return javascriptInObjectStream({ dict, n: "7 0 R", after });
  }
  const harmless = objectHeader.length + javascriptAction.length + 1;
  const after = [
    { num: 7, body: String(objectHeader.length) },
    { num: 7, body: String(harmless) },
    decoy,
  ];
  return javascriptInObjectStream({ dict, first: "7 0 R", tail: " null", after });
}

/**
 * An object stream (7, holding the JavaScript as object 4) stored inside another object stream
 * (5), which the standard forbids and pdf.js reads all the same; object 4 also stands plainly in
 * the file as a harmless opening page, which the cross-references do not name.
 */
export function objectStreamInsideObjectStream(): Buffer {
  const inner = deflateSync(Buffer.from(`${objectHeader}${javascriptAction}`));
  const innerDict = `<< /Type /ObjStm /N 1 /First ${objectHeader.length} /Filter /FlateDecode /Length ${inner.length} >>`;
  const outer = Buffer.concat([
    Buffer.from(`7 0 ${innerDict}\nstream\n`),
    inner,
    Buffer.from("\nendstream"),
  ]);
  const objects = [...minimalObjects, "[3 0 R /Fit]"];
  objects[0] = "<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>";
  let body = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const offsets = new Map<number, number>();
  objects.forEach((object, i) => {
    if (i < 3) offsets.set(i + 1, body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  offsets.set(5, body.length);
  const head = `5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Length ${outer.length} >>\nstream\n`;
  const tail = "\nendstream\nendobj\n";
  const at = body.length + head.length + outer.length + tail.length;
  const compressed = new Map([
    [4, [7, 0] as const],
    [7, [5, 0] as const],
  ]);
  return Buffer.concat([
    Buffer.from(body + head, "latin1"),
    outer,
    Buffer.from(tail),
    xrefStream(offsets, compressed, at),
  ]);
}
