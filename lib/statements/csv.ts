import { CsvShapeReader } from "./csv-shape";
import { pacer } from "./pacer";
import { accepted, refused, type Inspection } from "./result";
import { hasControlBytes, isUtf16, readText } from "./text-encoding";

const delimiters = [",", ";", "\t", "|"];
// Excel keeps at most this many characters in a cell: a longer field is not a statement's.
const EXCEL_CELL_CHARACTERS = 32_767;
const SLICE = 256 * 1024;

/**
 * Checks a CSV export: UTF-8 (with or without a byte-order mark) or Windows-1252 text, no control
 * bytes, at least two rows with columns, no cell that Excel would run as a command. The bytes are
 * kept as sent: other formulas stay, since negative amounts start with "-" too.
 */
export async function inspectCsv(bytes: Buffer): Promise<Inspection> {
  if (isUtf16(bytes)) return refused("csv-encoding");
  if (hasControlBytes(bytes)) return refused("unknown-type");
  const text = readText(bytes);
  if (text === null) return refused("csv-encoding");
  const delimiter = likelyDelimiter(text);
  if (!delimiter) return refused("csv-not-table");
  const reader = new CsvShapeReader(delimiter);
  const pause = pacer();
  for (let at = 0; at < text.length;) {
    at = reader.read(text, at, Math.min(at + SLICE, text.length));
    const paused = pause();
    if (paused) await paused;
  }
  const shape = reader.end();
  if (shape.records < 2 || shape.longestField > EXCEL_CELL_CHARACTERS) {
    return refused("csv-not-table");
  }
  if (shape.commandCell) return refused("csv-formula");
  return accepted("csv", bytes);
}

// The delimiter that splits the most of the first rows into columns, or null when none does.
function likelyDelimiter(text: string): string | null {
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
