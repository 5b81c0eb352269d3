import { CsvShapeReader } from "./csv-shape";
import { pacer } from "./pacer";
import { accepted, refused, type Inspection } from "./result";
import { hasControlBytes, isUtf16, readText } from "./text-encoding";
import { otherTextFormat } from "./text-formats";

/** The delimiters Excel may pick for a CSV file, in the order it tries them. */
export const delimiters: readonly string[] = [",", ";", "\t", "|"];
// Excel keeps at most this many characters in a cell: a longer field is not a statement's.
const EXCEL_CELL_CHARACTERS = 32_767;
const SLICE = 256 * 1024;

/**
 * Checks a CSV export: UTF-8 (with or without a byte-order mark) or Windows-1252 text, no control
 * bytes, not a format Excel would sniff as something else (SYLK, HTML, RTF), at least two rows
 * with columns, and no formula-leading cell (OWASP's CSV injection guidance: "=", "@", or "+"/"-"
 * before anything but a number) read with ANY delimiter Excel may use, since the delimiter Excel
 * picks is not ours to choose. Accepted bytes are kept as sent.
 */
export async function inspectCsv(bytes: Buffer): Promise<Inspection> {
  if (isUtf16(bytes)) return refused("csv-encoding");
  if (hasControlBytes(bytes)) return refused("unknown-type");
  const text = readText(bytes);
  if (text === null) return refused("csv-encoding");
  const other = otherTextFormat(text.slice(0, 4096));
  if (other) return other;
  const delimiter = likelyDelimiter(text);
  if (!delimiter) return refused("csv-not-table");
  const readers = delimiters.map((each) => ({ each, reader: new CsvShapeReader(each), at: 0 }));
  const pause = pacer();
  for (let end = SLICE; readers.some(({ at }) => at < text.length); end += SLICE) {
    // A reader may stop a character past the slice (a CRLF or "" across it), so each keeps its own place.
    for (const one of readers) one.at = one.reader.read(text, one.at, Math.min(end, text.length));
    const paused = pause();
    if (paused) await paused;
  }
  const shapes = readers.map(({ reader }) => reader.end());
  const shape = shapes[delimiters.indexOf(delimiter)]!;
  if (shape.records < 2 || shape.longestField > EXCEL_CELL_CHARACTERS) {
    return refused("csv-not-table");
  }
  if (shapes.some((each) => each.commandCell)) return refused("csv-formula");
  return accepted("csv", bytes);
}

/** The delimiter that splits the most of the first rows into columns, or null when none does. */
export function likelyDelimiter(text: string): string | null {
  const start = text.slice(0, 64 * 1024);
  let best: { delimiter: string; rows: number } | null = null;
  for (const delimiter of delimiters) {
    const reader = new CsvShapeReader(delimiter, 50);
    reader.read(start);
    const rows = reader.end().tableRecords;
    if (rows > 0 && rows > (best?.rows ?? 0)) best = { delimiter, rows };
  }
  return best?.delimiter ?? null;
}
