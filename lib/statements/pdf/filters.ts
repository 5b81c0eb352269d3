import { promisify } from "node:util";
import { brotliDecompress, constants, inflate } from "node:zlib";
import { ascii85, asciiHex, lzw, runLength } from "./byte-filters";
import { PdfSyntaxError, PdfTooComplexError } from "./errors";
import { unpredict } from "./predictor";
import { entry, type PdfValue } from "./values";

const inflateAsync = promisify(inflate);
const brotliAsync = promisify(brotliDecompress);

/** Resolves an indirect value to what it names (or undefined when the file does not hold it). */
export type Resolve = (value: PdfValue | undefined) => PdfValue | undefined;

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
 * Decodes a stream's data through every filter of its /Filter (a name or an array, a chain),
 * each with its /DecodeParms, as a viewer would, yielding at most `limit` bytes. A filter made
 * for images, or one no viewer knows, refuses the file rather than passing bytes unread.
 */
export async function decodeStream(
  dict: PdfValue,
  data: Buffer,
  limit: number,
  resolve: Resolve,
): Promise<Buffer> {
  const filters = list(resolve(entry(dict, "Filter")), resolve);
  const parms = list(resolve(entry(dict, "DecodeParms")), resolve);
  if (filters.length > 8) throw new PdfTooComplexError("too many filters on one stream");
  if (filters.length === 0 && data.length > limit) throw new PdfTooComplexError("too large");
  let decoded = data;
  for (const [i, filter] of filters.entries()) {
    if (filter?.type !== "name") throw new PdfSyntaxError("a filter that is not a name");
    const kind = names[filter.value];
    if (!kind) throw new PdfTooComplexError(`a filter we do not read: ${filter.value}`);
    decoded = await decodeOne(kind, decoded, limit, (key) =>
      integer(resolve(entry(parms[i], key))),
    );
  }
  return decoded;
}

async function decodeOne(
  kind: string,
  data: Buffer,
  limit: number,
  parm: (key: string) => number | undefined,
): Promise<Buffer> {
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
      return zlibStep(() => brotliAsync(data, { maxOutputLength: limit }));
    default:
      // Z_SYNC_FLUSH reads a stream cut short as far as it goes, as pdf.js does.
      return predicted(
        await zlibStep(() =>
          inflateAsync(data, { maxOutputLength: limit, finishFlush: constants.Z_SYNC_FLUSH }),
        ),
        parm,
      );
  }
}

function predicted(data: Buffer, parm: (key: string) => number | undefined): Buffer {
  return unpredict(data, {
    predictor: parm("Predictor") ?? 1,
    colors: parm("Colors") ?? 1,
    bitsPerComponent: parm("BitsPerComponent") ?? 8,
    columns: parm("Columns") ?? 1,
  });
}

async function zlibStep(run: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await run();
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new PdfTooComplexError("a stream decodes too large");
    }
    throw new PdfSyntaxError("a stream does not decompress");
  }
}

function list(value: PdfValue | undefined, resolve: Resolve): (PdfValue | undefined)[] {
  if (value === undefined || (value.type === "keyword" && value.value === "null")) return [];
  return value.type === "array" ? value.items.map((item) => resolve(item)) : [value];
}

function integer(value: PdfValue | undefined): number | undefined {
  return value?.type === "number" && value.integer ? value.value : undefined;
}
