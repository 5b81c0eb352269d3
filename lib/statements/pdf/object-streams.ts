import { promisify } from "node:util";
import { inflate } from "node:zlib";
import { PdfSyntaxError, PdfTooComplexError } from "./errors";
import { Lexer } from "./lexer";
import { pacer } from "../pacer";
import { pdfLimits } from "./limits";
import type { PdfScan } from "./scan";
import { entry, readValue, type PdfDict, type PdfValue } from "./values";

const inflateAsync = promisify(inflate);

/**
 * Decompresses every object stream (within `pdfLimits.maxObjectStreamBytes` in all) and reads
 * each object in it at the offset its header gives, as a viewer would, so names hidden in
 * compressed objects are found like the others.
 */
export async function readObjectStreams(scan: PdfScan): Promise<void> {
  let budget = pdfLimits.maxObjectStreamBytes;
  const pause = pacer();
  for (const { dict, data, order } of scan.objectStreams) {
    const decoded = await decode(dict, data, budget);
    budget -= decoded.length;
    const first = integer(entry(dict, "First"));
    const count = integer(entry(dict, "N"));
    if (first === undefined || count === undefined || first > decoded.length) {
      throw new PdfSyntaxError("an object stream without a valid header");
    }
    let end = first;
    for (const [num, relative] of headerPairs(decoded.subarray(0, first), count)) {
      const offset = first + relative;
      if (offset < end) throw new PdfSyntaxError("objects overlap in an object stream");
      const lexer = new Lexer(decoded, offset, scan.onName);
      const value = readValue(lexer, scan.onDict);
      end = lexer.pos;
      scan.addObject(num, { source: decoded, offset, order }, value);
      const paused = pause();
      if (paused) await paused;
    }
  }
}

function headerPairs(header: Buffer, count: number): [number, number][] {
  const lexer = new Lexer(header);
  const pairs: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const num = integer(readValue(lexer));
    const offset = integer(readValue(lexer));
    if (num === undefined || offset === undefined) {
      throw new PdfSyntaxError("an object stream's header is short");
    }
    pairs.push([num, offset]);
  }
  return pairs;
}

function integer(value: PdfValue | undefined): number | undefined {
  return value?.type === "number" && value.integer && value.value >= 0 ? value.value : undefined;
}

// Object streams are Flate-compressed in practice; other filters are refused rather than guessed.
async function decode(dict: PdfDict, data: Buffer, budget: number): Promise<Buffer> {
  const filter = entry(dict, "Filter");
  const filters = filter?.type === "array" ? filter.items : filter ? [filter] : [];
  const predictor = integer(entry(entry(dict, "DecodeParms"), "Predictor")) ?? 1;
  if (filters.length === 0) {
    if (data.length > budget) throw new PdfTooComplexError("object streams too large");
    return data;
  }
  const flate =
    filters.length === 1 && filters[0]?.type === "name" && filters[0].value === "FlateDecode";
  if (!flate || predictor > 1)
    throw new PdfTooComplexError("an object stream filter we do not read");
  if (budget < 1) throw new PdfTooComplexError("object streams too large");
  try {
    return await inflateAsync(data, { maxOutputLength: budget });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new PdfTooComplexError("object streams too large");
    }
    throw new PdfSyntaxError("an object stream does not decompress");
  }
}
