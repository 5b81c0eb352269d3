import { product, type Readings } from "./definitions";
import { PdfSyntaxError } from "./errors";
import type { Decoding } from "./filters";
import type { StreamEntry } from "./scan";
import { streamDataEnd } from "./stream-data";
import { entry, hasName, integral, sameValue, type PdfValue } from "./values";

/** One way to read a stream: where its data ends, how it decodes, its /N and /First. */
export type StreamReading = Decoding & {
  end: number;
  n: PdfValue | undefined;
  first: PdfValue | undefined;
};

// The keys that decide how a stream is read; pdf.js also takes /F and /DP for the filters.
const readingKeys = ["Length", "Filter", "F", "DecodeParms", "DP", "N", "First", "Type", "W"];

/** Whether pdf.js may read objects out of this stream (any with /N and /First). */
export const isObjectStream = ({ dict }: StreamEntry) =>
  hasName(dict, "Type", "ObjStm") || (dict.entries.has("N") && dict.entries.has("First"));

/** Whether it holds pixels, which no viewer reads as PDF syntax (so it is not searched). */
export const isImage = (stream: StreamEntry) =>
  hasName(stream.dict, "Subtype", "Image") && !isObjectStream(stream);

/**
 * Every way a viewer may read `stream` (`Readings` gives each of its indirect values' readings),
 * without repeats. A dictionary that gives a key deciding how it is read two values, names its
 * filters twice (/Filter and /F) differently, or pairs one filter with a list of parameters (or
 * a list of filters with one) has no single reading and is refused.
 */
export function streamReadings(
  bytes: Buffer,
  stream: StreamEntry,
  readings: Readings,
): StreamReading[] {
  const { dict, start, searched } = stream;
  const twice = ([key, earlier]: [string, PdfValue]) =>
    readingKeys.includes(key) && !sameValue(earlier, dict.entries.get(key));
  if (dict.repeated?.some(twice)) throw new PdfSyntaxError("a stream dictionary saying two things");
  const filter = oneOf(entry(dict, "F"), entry(dict, "Filter"));
  const parms = oneOf(entry(dict, "DP"), entry(dict, "DecodeParms"));
  const values = [entry(dict, "Length"), filter, parms, entry(dict, "N"), entry(dict, "First")];
  // Direct values (what producers write) have one reading: the common case, without the search.
  const ways = values.some(holdsRef)
    ? product(values.map((value) => readings.of(value)))
    : [values];
  const found: StreamReading[] = [];
  for (const [length, filters, decodeParms, n, first] of ways) {
    const reading: StreamReading = {
      end: streamDataEnd(bytes, start, searched, integral(length)),
      ...decoding(filters, decodeParms),
      n,
      first,
    };
    if (!found.some((known) => sameReading(known, reading))) found.push(reading);
  }
  return found;
}

function holdsRef(value: PdfValue | undefined): boolean {
  if (value?.type === "ref") return true;
  if (value?.type === "array") return value.items.some(holdsRef);
  return value?.type === "dict" && [...value.entries.values()].some(holdsRef);
}

function oneOf(short: PdfValue | undefined, long: PdfValue | undefined) {
  if (short && long && !sameValue(short, long)) {
    throw new PdfSyntaxError("a stream that names its filters two ways");
  }
  return short ?? long;
}

// pdf.js applies a list of parameters only to a list of filters, and one dictionary to one filter.
function decoding(filter: PdfValue | undefined, parms: PdfValue | undefined): Decoding {
  const none = !parms || (parms.type === "keyword" && parms.value === "null");
  if (!filter || (filter.type === "keyword" && filter.value === "null")) {
    return { filters: [], parms: [] };
  }
  if (filter.type === "array") {
    if (!none && parms.type !== "array")
      throw new PdfSyntaxError("one parameter set, many filters");
    return { filters: filter.items, parms: none ? [] : (parms as { items: PdfValue[] }).items };
  }
  if (!none && parms.type === "array") throw new PdfSyntaxError("many parameter sets, one filter");
  return { filters: [filter], parms: none ? [] : [parms] };
}

const sameReading = (a: StreamReading, b: StreamReading) =>
  sameDecoding(a, b) && sameValue(a.n, b.n) && sameValue(a.first, b.first);

/** Whether two readings decode the same bytes the same way. */
export function sameDecoding(a: StreamReading, b: StreamReading): boolean {
  return (
    a.end === b.end &&
    a.filters.length === b.filters.length &&
    a.filters.every((filter, i) => sameValue(filter, b.filters[i])) &&
    a.parms.length === b.parms.length &&
    a.parms.every((parm, i) => sameValue(parm, b.parms[i]))
  );
}
