import { csvShape } from "./csv-shape";
import { accepted, refused, type Inspection } from "./result";
import { decodeText, detectTextEncoding, hasControlBytes, isUtf16 } from "./text-encoding";

const delimiters = [",", ";", "\t", "|"];
// Excel keeps at most this many characters in a cell: a longer field is not a statement's.
const EXCEL_CELL_CHARACTERS = 32_767;

/**
 * Checks a CSV export: UTF-8 (with or without a byte-order mark) or Windows-1252 text, no control
 * bytes, at least two rows with columns, no cell that Excel would run as a command. The bytes are
 * kept as sent: other formulas stay, since negative amounts start with "-" too.
 */
export function inspectCsv(bytes: Buffer): Inspection {
  if (isUtf16(bytes)) return refused("csv-encoding");
  if (hasControlBytes(bytes)) return refused("unknown-type");
  const encoding = detectTextEncoding(bytes, true);
  if (!encoding) return refused("csv-encoding");
  const text = decodeText(bytes, encoding);
  const delimiter = likelyDelimiter(text);
  if (!delimiter) return refused("csv-not-table");
  const shape = csvShape(text, delimiter);
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
    const rows = csvShape(start, delimiter, 50).tableRecords;
    if (rows > 0 && rows > (best?.rows ?? 0)) best = { delimiter, rows };
  }
  return best?.delimiter ?? null;
}
