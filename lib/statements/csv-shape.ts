/** What a CSV reading of a text found: enough to judge whether it is a table worth keeping. */
export type CsvShape = {
  /** Records with any content. */
  records: number;
  /** Records with two fields or more. */
  tableRecords: number;
  longestField: number;
  /** A cell Excel would read as a command to another program (DDE: `=cmd|' /C calc'!A0`). */
  commandCell: boolean;
};

const formulaStarts = new Set(["=", "+", "-", "@"]);

/**
 * Reads `text` as CSV with `delimiter` (RFC 4180 quoting: a quote opens a field, two quotes are
 * one), up to `maxRecords` records, and reports its shape without keeping any field.
 */
export function csvShape(text: string, delimiter: string, maxRecords = Infinity): CsvShape {
  const shape: CsvShape = { records: 0, tableRecords: 0, longestField: 0, commandCell: false };
  let fields = 0;
  let hasContent = false;
  let length = 0;
  let first = "";
  let pipe = false;
  let quoted = false;
  const add = (char: string) => {
    length++;
    if (!first && char.trim()) first = char;
    if (char === "|") pipe = true;
    if (char.trim()) hasContent = true;
  };
  const endField = () => {
    shape.longestField = Math.max(shape.longestField, length);
    if (pipe && formulaStarts.has(first)) shape.commandCell = true;
    fields++;
    length = 0;
    first = "";
    pipe = false;
  };
  const endRecord = () => {
    endField();
    if (hasContent) {
      shape.records++;
      if (fields >= 2) shape.tableRecords++;
    }
    fields = 0;
    hasContent = false;
  };
  for (let i = 0; i < text.length && shape.records < maxRecords; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') add(char);
      else if (text[i + 1] === '"') add(text[i++]!);
      else quoted = false;
    } else if (char === '"' && length === 0) {
      quoted = hasContent = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRecord();
    } else {
      add(char);
    }
  }
  endRecord();
  return shape;
}
