import { PdfTooComplexError } from "./errors";
import { Lexer } from "./lexer";
import { pdfLimits } from "./limits";
import type { PdfScan } from "./scan";
import { readValue, sameValue, type PdfDict, type PdfValue } from "./values";

/** pdf.js's value for a reference no cross-reference entry leads to. */
export const NULL: PdfValue = { type: "keyword", value: "null" };

/**
 * The ways viewers may read a value that decides how a stream is read. A reference reads as
 * each definition of its object in the file (every duplicate, every revision, in or out of the
 * cross-references), or as null, which pdf.js reads when no entry leads to one; references in
 * arrays and dictionaries are read the same way, one level down, as pdf.js resolves them.
 * Objects whose definitions differ are listed in `disagreeing`.
 */
export class Readings {
  readonly disagreeing = new Set<number>();
  /** How many definitions each object had when it was read, to see if more turned up later. */
  readonly used = new Map<number, number>();
  private readonly known = new Map<number, PdfValue[]>();

  constructor(private readonly scan: PdfScan) {}

  /** Every reading of `value` (at most `pdfLimits.maxReadings`), without repeats. */
  of(value: PdfValue | undefined, depth = 0): (PdfValue | undefined)[] {
    if (value?.type === "ref") {
      const found = this.definitions(value.num);
      // A definition that is itself a reference stays one: pdf.js resolves one level.
      const expanded = found.flatMap((d) => (d.type === "ref" ? [d] : this.inside(d, depth)));
      return distinct([...expanded, NULL]);
    }
    return value ? this.inside(value, depth) : [undefined];
  }

  /** Whether any object read so far has more definitions now than when it was read. */
  grewSinceRead(): boolean {
    for (const [num, count] of this.used) {
      if (this.scan.definitions(num).length !== count) return true;
    }
    return false;
  }

  private inside(value: PdfValue, depth: number): PdfValue[] {
    if (depth >= 3) return [value];
    if (value.type === "array") {
      return product(value.items.map((item) => this.of(item, depth + 1))).map((items) => ({
        type: "array",
        items: items.map((item) => item ?? NULL),
      }));
    }
    if (value.type !== "dict") return [value];
    const keys = [...value.entries.keys()];
    const each = keys.map((key) => this.of(value.entries.get(key), depth + 1));
    return product(each).map((values): PdfDict => ({
      type: "dict",
      entries: new Map(keys.map((key, i) => [key, values[i] ?? NULL])),
    }));
  }

  private definitions(num: number): PdfValue[] {
    const cached = this.known.get(num);
    if (cached) return cached;
    const locations = this.scan.definitions(num);
    const values = distinct(
      locations.map((at) => readValue(new Lexer(at.source, at.offset))),
    ) as PdfValue[];
    if (values.length > 1) this.disagreeing.add(num);
    this.known.set(num, values);
    this.used.set(num, locations.length);
    return values;
  }
}

function distinct<T extends PdfValue | undefined>(values: T[]): T[] {
  const kept: T[] = [];
  for (const value of values) if (!kept.some((seen) => sameValue(seen, value))) kept.push(value);
  if (kept.length > pdfLimits.maxReadings) throw new PdfTooComplexError("too many readings");
  return kept;
}

// Every combination of one reading from each list, within the bound.
export function product<T>(lists: T[][]): T[][] {
  let combinations: T[][] = [[]];
  for (const list of lists) {
    combinations = combinations.flatMap((done) => list.map((item) => [...done, item]));
    if (combinations.length > pdfLimits.maxReadings) {
      throw new PdfTooComplexError("a stream read too many ways");
    }
  }
  return combinations;
}
