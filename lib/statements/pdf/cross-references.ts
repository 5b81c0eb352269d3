import { PdfSyntaxError, PdfTooComplexError } from "./errors";
import { isDigit, isWhitespace, Lexer, type Token } from "./lexer";
import { pdfLimits } from "./limits";
import type { PdfScan, XrefEntry } from "./scan";
import { entry, integral, type PdfDict, type PdfValue } from "./values";

/**
 * Lists the entries of a cross-reference stream (ISO 32000-1 7.5.8) as pdf.js reads them: rows
 * of /W widths over the /Index ranges (or 0 to /Size), big-endian, in 32-bit arithmetic; type 1
 * is an offset in the file, type 2 an index in an object stream. Rows past the data, like pdf.js,
 * end the list. /W, /Index and /Size must be direct: a reference could be read two ways.
 */
export function readXrefStream(dict: PdfDict, decoded: Buffer, entries: XrefEntry[]): void {
  const widths = numbers(entry(dict, "W"));
  const size = entry(dict, "Size");
  const ranges = entry(dict, "Index") ? numbers(entry(dict, "Index")) : [0, integral(size)];
  if (widths.length < 3 || widths.slice(0, 3).some((w) => w === undefined || w < 0)) return;
  const [typeWidth, offsetWidth, genWidth] = widths as number[];
  const rowWidth = typeWidth! + offsetWidth! + genWidth!;
  if (rowWidth === 0) return;
  let at = 0;
  const field = (width: number) => {
    let value = 0;
    for (let i = 0; i < width; i++) value = (value << 8) | decoded[at++]!;
    return value;
  };
  for (let r = 0; r + 1 < ranges.length; r += 2) {
    const [first, count] = [ranges[r], ranges[r + 1]];
    if (first === undefined || count === undefined) return;
    for (let i = 0; i < count; i++) {
      if (at + rowWidth > decoded.length) return;
      const type = typeWidth === 0 ? 1 : field(typeWidth!);
      const [offset, gen] = [field(offsetWidth!), field(genWidth!)];
      if (type === 1) entries.push({ num: first + i, offset });
      else if (type === 2) entries.push({ num: first + i, offset, index: gen });
      else if (type !== 0) return;
      if (entries.length > pdfLimits.maxXrefEntries) {
        throw new PdfTooComplexError("too many cross-reference entries");
      }
    }
  }
}

function numbers(value: PdfValue | undefined): (number | undefined)[] {
  if (value?.type === "ref" || (value?.type === "array" && value.items.some(isRef))) {
    throw new PdfSyntaxError("a cross-reference stream whose layout is indirect");
  }
  return value?.type === "array" ? value.items.map(integral) : [];
}
const isRef = (value: PdfValue) => value.type === "ref";

/**
 * Refuses a file whose cross-references make pdf.js read something the scan did not: an entry
 * that leads to an object header the scan did not read as that object's (one inside a string or
 * stream, or the "4 0 obj" inside "14 0 obj"), a compressed entry naming another object than its
 * object stream's header does, or a pointer (startxref, /Prev, /XRefStm) to a table or
 * cross-reference stream the scan did not see. Entries pdf.js cannot follow are left: it rebuilds
 * the table from the object headers, which the scan read, taking the last of each.
 */
export function checkCrossReferences(bytes: Buffer, scan: PdfScan): void {
  for (const xref of scan.xrefEntries) {
    if (xref.index === undefined) checkOffset(bytes, scan, xref);
    else checkCompressed(scan, xref);
  }
  const last = bytes.lastIndexOf("startxref");
  const firstEndobj = bytes.indexOf("endobj");
  const pointers = [...scan.xrefPointers, firstEndobj + "endobj".length];
  if (last >= 0) pointers.push(digitsAfter(bytes, last + "startxref".length));
  for (const pointer of pointers) checkPointer(bytes, scan, pointer);
}

function checkOffset(bytes: Buffer, scan: PdfScan, { num, offset }: XrefEntry): void {
  if (offset <= 0 || scan.objKeywords.get(plainHeader(bytes, offset)) === num) return;
  const [n, gen, obj] = tokensAt(bytes, offset, 3);
  if (!isInteger(n, num) || !isInteger(gen) || obj?.type !== "keyword") return;
  if (!obj.value.startsWith("obj")) return;
  if (obj.value !== "obj" || scan.objKeywords.get(obj.start) !== num) {
    throw new PdfSyntaxError(`a cross-reference entry for ${num} leads to an unread header`);
  }
}

function checkCompressed(scan: PdfScan, { num, offset: stream, index }: XrefEntry): void {
  if (stream === 0) return;
  for (const numbers of scan.objectStreamNumbers.get(stream) ?? []) {
    const named = numbers[index!];
    if (named !== undefined && named !== num) {
      throw new PdfSyntaxError(`a cross-reference entry calls object ${named} ${num}`);
    }
  }
}

function checkPointer(bytes: Buffer, scan: PdfScan, pointer: number): void {
  if (!(pointer > 0) || pointer >= bytes.length) return;
  const [first, second, third] = tokensAt(bytes, pointer, 3);
  if (first?.type === "keyword" && first.value === "xref") {
    if (!scan.xrefKeywords.has(first.start)) throw new PdfSyntaxError("an unread xref table");
  } else if (isInteger(first) && isInteger(second) && third?.type === "keyword") {
    if (third.value === "obj" && scan.objKeywords.get(third.start) !== first.value) {
      throw new PdfSyntaxError("an unread cross-reference stream");
    }
  }
}

// Where "obj" stands when `offset` starts a plain header ("12 0 obj"), else -1: the common case,
// read from the bytes without a lexer.
function plainHeader(bytes: Buffer, offset: number): number {
  let at = offset;
  for (const part of ["digits", "space", "digits", "space"]) {
    const start = at;
    const wanted = part === "digits" ? isDigit : isWhitespace;
    while (wanted(bytes[at])) at++;
    if (at === start) return -1;
  }
  return bytes.toString("latin1", at, at + 3) === "obj" ? at : -1;
}

// The tokens pdf.js would read at `offset`; none where a string there never ends.
function tokensAt(bytes: Buffer, offset: number, count: number): Token[] {
  const lexer = new Lexer(bytes, offset);
  const tokens: Token[] = [];
  try {
    for (let i = 0; i < count; i++) tokens.push(lexer.next());
  } catch (error) {
    if (!(error instanceof PdfSyntaxError)) throw error;
  }
  return tokens;
}

const isInteger = (token: Token | undefined, value?: number): token is Token & { value: number } =>
  token?.type === "number" &&
  Number.isInteger(token.value) &&
  (value === undefined || token.value === value);

// pdf.js reads the number after the last "startxref" as bare digits after white space.
function digitsAfter(bytes: Buffer, at: number): number {
  while ([0x20, 0x0a, 0x0d, 0x09].includes(bytes[at]!)) at++;
  const start = at;
  while (bytes[at]! >= 0x30 && bytes[at]! <= 0x39) at++;
  return at > start ? Number(bytes.toString("latin1", start, at)) : 0;
}
