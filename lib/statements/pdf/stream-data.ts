import { PdfSyntaxError } from "./errors";
import { endsToken, isWhitespace, Lexer } from "./lexer";

const END = Buffer.from("end");
const ENDSTREAM = Buffer.from("endstream");

/**
 * Where the data of the stream whose keyword starts at `keyword` begins: after the end of line
 * that must follow "stream". pdf.js skips anything else to the end of the line and other readers
 * may not, so a line with more on it (or a lone carriage return) is refused.
 */
export function streamDataStart(bytes: Buffer, keyword: number): number {
  const at = keyword + "stream".length;
  if (bytes[at] === 0x0d && bytes[at + 1] === 0x0a) return at + 2;
  if (bytes[at] === 0x0a) return at + 1;
  throw new PdfSyntaxError(`the stream at ${keyword} does not start on a line of its own`);
}

/**
 * Where pdf.js ends a stream whose /Length does not: at the first "endstream" after `from`, or
 * the first "endsteam" or "endstrea" followed by white space, which it takes for one.
 */
export function searchedEnd(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(END, from); at >= 0; at = bytes.indexOf(END, at + 1)) {
    if (bytes.subarray(at, at + ENDSTREAM.length).equals(ENDSTREAM)) return at;
    const typo = bytes.toString("latin1", at + 3, at + 8);
    if ((typo === "steam" || typo === "strea") && isWhitespace(bytes[at + 8])) return at;
  }
  throw new PdfSyntaxError(`the stream at ${from} never ends`);
}

/**
 * Where a stream's data ends under a /Length of `length` (undefined when it has none, or none
 * that is a whole number): at start + length when the keyword "endstream" follows there, as
 * pdf.js checks, else where `searchedEnd` found. When /Length reaches past that first end, the
 * data holds an "endstream" that a reader ignoring /Length stops at: two readings, refused.
 */
export function streamDataEnd(
  bytes: Buffer,
  start: number,
  searched: number,
  length: number | undefined,
): number {
  if (length === undefined || length < 0) return searched;
  const lexer = new Lexer(bytes, start + length);
  lexer.skipSpace();
  const keyword = lexer.pos;
  const endstream = bytes.subarray(keyword, keyword + ENDSTREAM.length).equals(ENDSTREAM);
  if (!endstream || !endsToken(bytes[keyword + ENDSTREAM.length])) return searched;
  if (keyword !== searched) {
    throw new PdfSyntaxError(`the stream at ${start} holds "endstream" before its /Length ends`);
  }
  return start + length;
}
