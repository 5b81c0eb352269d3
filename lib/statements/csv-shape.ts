/** What a CSV reading of a text found: enough to judge whether it is a table worth keeping. */
export type CsvShape = {
  /** Records with any content. */
  records: number;
  /** Records with two fields or more. */
  tableRecords: number;
  longestField: number;
  /** A cell Excel would read as a formula (`=cmd|' /C calc'!A0`, `@SUM(…)`, `-2+3`). */
  commandCell: boolean;
};

import { FormulaCell } from "./csv-formula";

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const isBlank = (code: number) => code === 0x20 || code === 0x09 || code === 0xa0;

/**
 * Reads CSV with one delimiter (RFC 4180 quoting: a quote opens a field, two quotes are one) in
 * as many slices as the caller likes, and reports its shape without keeping any field.
 */
export class CsvShapeReader {
  readonly shape: CsvShape = { records: 0, tableRecords: 0, longestField: 0, commandCell: false };
  private readonly delimiter: number;
  private fields = 0;
  private hasContent = false;
  private length = 0;
  private readonly cell = new FormulaCell();
  private quoted = false;

  constructor(
    delimiter: string,
    private readonly maxRecords = Infinity,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  /** Reads `text` from `from` until `to` (or `maxRecords`); answers where it stopped. */
  read(text: string, from = 0, to = text.length): number {
    let i = from;
    for (; i < to && this.shape.records < this.maxRecords; i++) {
      const code = text.charCodeAt(i);
      if (this.quoted) {
        if (code !== QUOTE) this.add(code);
        else if (text.charCodeAt(i + 1) === QUOTE) this.add(text.charCodeAt(++i));
        else this.quoted = false;
      } else if (code === QUOTE && this.length === 0) {
        this.quoted = this.hasContent = true;
      } else if (code === this.delimiter) {
        this.endField();
      } else if (code === LF || code === CR) {
        if (code === CR && text.charCodeAt(i + 1) === LF) i++;
        this.endRecord();
      } else {
        this.add(code);
      }
    }
    return i;
  }

  /** The shape, once the whole text is read. */
  end(): CsvShape {
    this.endRecord();
    return this.shape;
  }

  private add(code: number) {
    this.length++;
    if (!isBlank(code)) this.hasContent = true;
    this.cell.add(code);
  }

  private endField() {
    this.shape.longestField = Math.max(this.shape.longestField, this.length);
    if (this.cell.end()) this.shape.commandCell = true;
    this.fields++;
    this.length = 0;
  }

  private endRecord() {
    this.endField();
    if (this.hasContent) {
      this.shape.records++;
      if (this.fields >= 2) this.shape.tableRecords++;
    }
    this.fields = 0;
    this.hasContent = false;
  }
}
