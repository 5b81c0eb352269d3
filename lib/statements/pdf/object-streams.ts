import { PdfSyntaxError } from "./errors";
import { Lexer } from "./lexer";
import { pacer } from "../pacer";
import { pdfLimits } from "./limits";
import type { PdfScan } from "./scan";
import { integral, readValue, type PdfValue } from "./values";

/**
 * Reads the objects of one decoded object stream under one reading of its /N and /First, at the
 * offsets its header gives, as pdf.js does, so names in them are found and each becomes a
 * definition of its object. Answers the object numbers, in order (what a cross-reference stream's
 * entry for index i must name). A /N or /First that reads as null holds no objects for pdf.js.
 */
export async function readObjectStream(
  scan: PdfScan,
  decoded: Buffer,
  n: PdfValue | undefined,
  firstValue: PdfValue | undefined,
  order: number,
): Promise<number[]> {
  if (isNull(n) || isNull(firstValue)) return [];
  const count = integral(n);
  const first = integral(firstValue);
  if (first === undefined || count === undefined || first < 0 || first > decoded.length) {
    throw new PdfSyntaxError("an object stream without a valid header");
  }
  const pause = pacer();
  const pairs = headerPairs(decoded.subarray(0, first), count);
  // Strings in an object stream are not encrypted apart from it.
  scan.readingSource = decoded;
  scan.readingOwner = undefined;
  let end = first;
  for (const [num, relative] of pairs) {
    const offset = first + relative;
    if (offset < end) throw new PdfSyntaxError("objects overlap in an object stream");
    const lexer = new Lexer(decoded, offset, scan.onName);
    const value = readValue(lexer, scan.onDict);
    end = lexer.pos;
    // pdf.js reads a stream stored in an object stream, which the standard forbids: refused.
    const after = new Lexer(decoded, end).next();
    if (after.type === "keyword" && after.value === "stream") {
      throw new PdfSyntaxError("a stream stored inside an object stream");
    }
    scan.addObject(num, { source: decoded, offset, order }, value);
    const paused = pause();
    if (paused) await paused;
  }
  return pairs.map(([num]) => num);
}

const isNull = (value: PdfValue | undefined) => value?.type === "keyword" && value.value === "null";

function headerPairs(header: Buffer, count: number): [number, number][] {
  const lexer = new Lexer(header);
  const pairs: [number, number][] = [];
  if (count < 0 || count > pdfLimits.maxObjects) {
    throw new PdfSyntaxError("an object stream's count is false");
  }
  for (let i = 0; i < count; i++) {
    const num = integral(readValue(lexer));
    const offset = integral(readValue(lexer));
    if (num === undefined || offset === undefined || offset < 0) {
      throw new PdfSyntaxError("an object stream's header is short");
    }
    pairs.push([num, offset]);
  }
  return pairs;
}
