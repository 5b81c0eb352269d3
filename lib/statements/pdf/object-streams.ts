import { PdfSyntaxError } from "./errors";
import type { DecryptStream } from "./encryption";
import { decodeStream, type Resolve } from "./filters";
import { Lexer } from "./lexer";
import { pacer } from "../pacer";
import { pdfLimits } from "./limits";
import type { PdfScan } from "./scan";
import { entry, readValue, type PdfValue } from "./values";

/**
 * Decodes every object stream (within `pdfLimits.maxObjectStreamBytes` in all, through whatever
 * filters it names) and reads each object in it at the offset its header gives, as a viewer
 * would, so names hidden in compressed objects are found like the others. `decrypt` reads the
 * streams of a file that opens without a password.
 */
export async function readObjectStreams(scan: PdfScan, decrypt?: DecryptStream): Promise<void> {
  let budget = pdfLimits.maxObjectStreamBytes;
  const pause = pacer();
  const resolve = topLevelResolver(scan);
  for (const { dict, data, order, ref } of scan.objectStreams) {
    const plain = decrypt ? decrypt(ref.num, ref.gen, data) : data;
    const decoded = await decodeStream(dict, plain, budget, resolve);
    budget -= decoded.length;
    const first = integer(resolve(entry(dict, "First")));
    const count = integer(resolve(entry(dict, "N")));
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

// A stream's /N, /First, /Filter or /DecodeParms may be indirect; what the file does not hold
// cannot be read as a viewer would, so it refuses the file.
function topLevelResolver(scan: PdfScan): Resolve {
  return (value) => {
    if (value?.type !== "ref") return value;
    const location = scan.objects.get(value.num);
    if (!location) throw new PdfSyntaxError("a stream parameter the file does not hold");
    return readValue(new Lexer(location.source, location.offset));
  };
}

function headerPairs(header: Buffer, count: number): [number, number][] {
  const lexer = new Lexer(header);
  const pairs: [number, number][] = [];
  if (count > pdfLimits.maxObjects) throw new PdfSyntaxError("an object stream's count is false");
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
