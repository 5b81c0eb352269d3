import { brotliDecompressSync, constants, inflateSync } from "node:zlib";
import { ascii85, asciiHex, lzw, runLength } from "./byte-filters";
import { PdfSyntaxError, PdfTooComplexError, PdfTooLargeError } from "./errors";
import { unpredict } from "./predictor";
import { entry, type PdfValue } from "./values";

/** How one reading of a stream decodes it: its filters, each with its parameters (resolved). */
export type Decoding = { filters: PdfValue[]; parms: (PdfValue | undefined)[] };

// Full names, and the short ones pdf.js also accepts on streams.
const names: Record<string, string> = {
  FlateDecode: "Flate",
  Fl: "Flate",
  LZWDecode: "LZW",
  LZW: "LZW",
  ASCIIHexDecode: "Hex",
  AHx: "Hex",
  ASCII85Decode: "A85",
  A85: "A85",
  RunLengthDecode: "RL",
  RL: "RL",
  BrotliDecode: "Brotli",
};

/**
 * Whether the check decodes this filter. Those it does not are made for images (DCT, JPX, JBIG2,
 * CCITT), or unknown: an object stream behind one is refused; any other stream is left, since
 * no viewer reads objects out of it.
 */
export const readsSyntax = (filter: PdfValue | undefined) =>
  filter?.type === "name" && filter.value in names;

/**
 * Decodes a stream's data through every filter of one reading (a chain), each with its
 * parameters, as a viewer would, yielding at most `limit` bytes. A filter made for images, or
 * one no viewer knows, refuses the file rather than passing bytes unread. Decoding runs on the
 * calling thread (the inspection worker's), not libuv's pool, which the server's pages share.
 */
export function decodeStream({ filters, parms }: Decoding, data: Buffer, limit: number): Buffer {
  if (filters.length > 8) throw new PdfTooComplexError("too many filters on one stream");
  if (filters.length === 0 && data.length > limit) throw new PdfTooLargeError("too large");
  let decoded = data;
  for (const [i, filter] of filters.entries()) {
    if (filter?.type !== "name") throw new PdfSyntaxError("a filter that is not a name");
    const kind = names[filter.value];
    if (!kind) throw new PdfTooComplexError(`a filter we do not read: ${filter.value}`);
    decoded = decodeOne(kind, decoded, limit, parameters(parms[i]));
  }
  return decoded;
}

function decodeOne(
  kind: string,
  data: Buffer,
  limit: number,
  parm: (key: string) => number | undefined,
): Buffer {
  switch (kind) {
    case "Hex":
      return asciiHex(data, limit);
    case "A85":
      return ascii85(data, limit);
    case "RL":
      return runLength(data, limit);
    case "LZW":
      return predicted(lzw(data, limit, parm("EarlyChange") ?? 1), parm);
    case "Brotli":
      return zlibStep(() => brotliDecompressSync(data, { maxOutputLength: limit }));
    default:
      // Z_SYNC_FLUSH reads a stream cut short as far as it goes, as pdf.js does.
      return predicted(
        zlibStep(() =>
          inflateSync(data, { maxOutputLength: limit, finishFlush: constants.Z_SYNC_FLUSH }),
        ),
        parm,
      );
  }
}

// pdf.js takes 0 for "not given" (`|| 1`) and reads /BPC before /BitsPerComponent.
function predicted(data: Buffer, parm: (key: string) => number | undefined): Buffer {
  const bpc = parm("BPC") || parm("BitsPerComponent");
  return unpredict(data, {
    predictor: parm("Predictor") || 1,
    colors: parm("Colors") || 1,
    bitsPerComponent: bpc || 8,
    columns: parm("Columns") || 1,
  });
}

// A parameter that is not a whole number (pdf.js computes with 2.5 columns) has no one reading.
function parameters(parms: PdfValue | undefined): (key: string) => number | undefined {
  const bpc = entry(parms, "BPC");
  const long = entry(parms, "BitsPerComponent");
  if (
    bpc &&
    long &&
    (bpc.type !== "number" || long.type !== "number" || bpc.value !== long.value)
  ) {
    throw new PdfSyntaxError("decode parameters that say two things");
  }
  return (key) => {
    const value = entry(parms, key);
    if (value === undefined) return;
    if (value.type !== "number" || !Number.isInteger(value.value)) {
      throw new PdfSyntaxError(`a decode parameter ${key} that is not a whole number`);
    }
    return value.value;
  };
}

function zlibStep(run: () => Buffer): Buffer {
  try {
    return run();
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new PdfTooLargeError("a stream decodes too large");
    }
    throw new PdfSyntaxError("a stream does not decompress");
  }
}
