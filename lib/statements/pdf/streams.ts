import { readXrefStream } from "./cross-references";
import { Readings } from "./definitions";
import type { DecryptStream } from "./encryption";
import { PdfSyntaxError, PdfTooComplexError, PdfTooLargeError } from "./errors";
import { decodeStream, readsSyntax } from "./filters";
import { pdfLimits } from "./limits";
import { readObjectStream } from "./object-streams";
import { pacer } from "../pacer";
import type { PdfScan, StreamEntry } from "./scan";
import { activeNameIn } from "./stream-names";
import {
  isImage,
  isObjectStream,
  sameDecoding,
  streamReadings,
  type StreamReading,
} from "./stream-readings";

/**
 * Decodes every stream in the file under every reading a viewer may make of it
 * (`stream-readings.ts`) and searches the decoded bytes for active-content names: object streams
 * first, whose objects are then read at the offsets each reading's header gives (becoming
 * definitions the later readings use), then every other stream but images' pixels; it stops at
 * the first active name (`scan.activeName`). Cross-reference streams are listed for
 * `checkCrossReferences`. Refuses as damaged a file whose object streams or cross-reference
 * streams cannot be decoded, or in which two definitions of an object that decides how a stream
 * is read disagree. `decrypt` reads the streams of a file that opens without a password.
 */
export async function readStreams(bytes: Buffer, scan: PdfScan, decrypt?: DecryptStream) {
  const readings = new Readings(scan);
  const pause = pacer();
  const read = (stream: StreamEntry) => byDecoding(streamReadings(bytes, stream, readings));
  const plain = (stream: StreamEntry, end: number) => {
    const data = bytes.subarray(stream.start, end);
    return decrypt ? decrypt(stream.ref.num, stream.ref.gen, data) : data;
  };
  let budget = pdfLimits.maxObjectStreamBytes;
  for (const stream of scan.streams.filter(isObjectStream)) {
    for (const [decoding, ways] of read(stream)) {
      const decoded = decodeStream(decoding, plain(stream, decoding.end), budget);
      budget -= decoded.length;
      scan.activeName ??= await activeNameIn(decoded);
      if (scan.activeName) return;
      for (const { n, first } of ways) {
        const numbers = await readObjectStream(scan, decoded, n, first, stream.start);
        const known = scan.objectStreamNumbers.get(stream.ref.num) ?? [];
        scan.objectStreamNumbers.set(stream.ref.num, [...known, numbers]);
      }
    }
    await pause();
  }
  // An object stream read with a parameter that a later object stream defines was read too soon.
  if (readings.grewSinceRead()) throw new PdfSyntaxError("an object stream read two ways");
  budget = pdfLimits.maxStreamBytes;
  // Cross-reference streams are read before decryption, as pdf.js reads them.
  for (const stream of scan.streams.filter((s) => s.dict.entries.has("W"))) {
    for (const [decoding] of read(stream)) {
      const data = bytes.subarray(stream.start, decoding.end);
      const decoded = decodeStream(
        decoding,
        data,
        Math.min(budget, pdfLimits.maxObjectStreamBytes),
      );
      budget -= decoded.length;
      readXrefStream(stream.dict, decoded, scan.xrefEntries);
    }
  }
  for (const stream of scan.streams.filter(searched)) {
    for (const [decoding] of read(stream)) {
      if (!decoding.filters.every(readsSyntax)) continue;
      const limit = Math.min(budget, pdfLimits.maxObjectStreamBytes);
      const decoded = leftIfUnread(() =>
        decodeStream(decoding, plain(stream, decoding.end), limit),
      );
      // A stream that decodes too large has cost the whole limit.
      budget -= decoded === "too large" ? limit : (decoded?.length ?? 0);
      if (budget <= 0) throw new PdfTooComplexError("its streams decode too large");
      if (decoded instanceof Buffer) scan.activeName ??= await activeNameIn(decoded);
      if (scan.activeName) return;
    }
    await pause();
  }
  if (readings.disagreeing.size > 0) {
    throw new PdfSyntaxError("two definitions of an object disagree about how a stream is read");
  }
}

const searched = (stream: StreamEntry) =>
  !isObjectStream(stream) && !isImage(stream) && !stream.dict.entries.has("W");

// The readings that decode the same bytes the same way, decoded once.
function byDecoding(readings: StreamReading[]): Map<StreamReading, StreamReading[]> {
  const groups = new Map<StreamReading, StreamReading[]>();
  for (const reading of readings) {
    const same = [...groups.keys()].find((known) => sameDecoding(known, reading));
    if (same) groups.get(same)!.push(reading);
    else groups.set(reading, [reading]);
  }
  return groups;
}

// A stream no viewer reads objects from is searched when it decodes, and left when it does not.
function leftIfUnread(decode: () => Buffer): Buffer | "too large" | undefined {
  try {
    return decode();
  } catch (error) {
    if (error instanceof PdfTooLargeError) return "too large";
    if (error instanceof PdfSyntaxError || error instanceof PdfTooComplexError) return undefined;
    throw error;
  }
}
