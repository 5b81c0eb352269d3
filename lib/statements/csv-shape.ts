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
import { CsvScanner, type CsvSink } from "./csv-scan";

const isBlank = (code: number) => code === 0x20 || code === 0x09 || code === 0xa0;

/**
 * Reads CSV with one delimiter (through CsvScanner, as the figures' reader does) in as many
 * slices as the caller likes, and reports its shape without keeping any field.
 */
export class CsvShapeReader implements CsvSink {
  readonly shape: CsvShape = { records: 0, tableRecords: 0, longestField: 0, commandCell: false };
  private readonly scanner: CsvScanner;
  private fields = 0;
  private hasContent = false;
  private length = 0;
  private readonly cell = new FormulaCell();

  constructor(
    delimiter: string,
    private readonly maxRecords = Infinity,
  ) {
    this.scanner = new CsvScanner(delimiter, this);
  }

  /** Reads `text` from `from` until `to` (or `maxRecords`); answers where it stopped. */
  read(text: string, from = 0, to = text.length): number {
    if (this.shape.records >= this.maxRecords) return from;
    return this.scanner.read(text, from, to);
  }

  /** The shape, once the whole text is read. */
  end(): CsvShape {
    this.scanner.end();
    return this.shape;
  }

  add(code: number) {
    this.length++;
    if (!isBlank(code)) this.hasContent = true;
    this.cell.add(code);
  }

  openQuote() {
    this.hasContent = true;
  }

  endField() {
    this.shape.longestField = Math.max(this.shape.longestField, this.length);
    if (this.cell.end()) this.shape.commandCell = true;
    this.fields++;
    this.length = 0;
  }

  endRecord(): boolean {
    if (this.hasContent) {
      this.shape.records++;
      if (this.fields >= 2) this.shape.tableRecords++;
    }
    this.fields = 0;
    this.hasContent = false;
    return this.shape.records < this.maxRecords;
  }
}
