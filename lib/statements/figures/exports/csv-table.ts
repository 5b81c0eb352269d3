import { delimiters, likelyDelimiter } from "../../csv";
import { CsvScanner, type CsvSink } from "../../csv-scan";
import { readText } from "../../text-encoding";
import { MAX_COLUMNS, type Cell, type TableSink } from "./row";

// Excel keeps at most 32,767 characters in a cell; a longer field is cut there, as Excel cuts it.
const CELL_CHARACTERS = 32_767;
// Enough of the text to find a header row in, with each delimiter.
const HEAD = 64 * 1024;

/**
 * Reads a CSV export into a fresh reader, decoded as the safety check decodes it (UTF-8 or
 * Windows-1252) and split as Excel splits it: with the delimiter the check finds likely, or else
 * the first other delimiter Excel may use under which a known header appears. Null when the bytes
 * are not text; otherwise the reader, which holds the figures or why there are none.
 */
export function readCsv<T extends TableSink>(bytes: Buffer, reader: () => T): T | null {
  const text = readText(bytes);
  if (text === null) return null;
  const likely = likelyDelimiter(text);
  const order = [...new Set([...(likely ? [likely] : []), ...delimiters])];
  const head = text.slice(0, HEAD);
  const delimiter = order.find((each) => scan(head, each, reader()).headerFound);
  return scan(text, delimiter ?? order[0]!, reader());
}

function scan<T extends TableSink>(text: string, delimiter: string, reader: T): T {
  const scanner = new CsvScanner(delimiter, new Records(reader));
  if (scanner.read(text) === text.length) scanner.end();
  return reader;
}

/** Turns the scanner's characters into rows of cells, keeping only the columns the reader uses. */
class Records implements CsvSink {
  private readonly cells: Cell[] = [];
  private readonly buffer = new Uint16Array(CELL_CHARACTERS);
  private length = 0;
  private field = 0;
  private number = 0;
  private keep = true;

  constructor(private readonly reader: TableSink) {}

  add(code: number) {
    if (this.keep && this.length < CELL_CHARACTERS) this.buffer[this.length++] = code;
  }

  openQuote() {}

  endField() {
    if (this.field < this.width()) {
      this.cells[this.field] = this.keep ? textOf(this.buffer, this.length) : "";
    }
    this.length = 0;
    this.field++;
    const wanted = this.reader.wanted;
    this.keep = wanted === undefined ? this.field < MAX_COLUMNS : wanted[this.field] === true;
  }

  endRecord(): boolean {
    this.cells.length = Math.min(this.field, this.width());
    const more = this.reader.row(this.cells, ++this.number);
    this.field = 0;
    const wanted = this.reader.wanted;
    this.keep = wanted === undefined || wanted[0] === true;
    return more;
  }

  // Once the header is found, as wide as the columns the reader uses; before, as wide as Excel.
  private width(): number {
    return this.reader.wanted?.length ?? MAX_COLUMNS;
  }
}

const decoder = new TextDecoder("utf-16le");

function textOf(buffer: Uint16Array, length: number): string {
  if (length < 64)
    return String.fromCharCode.apply(null, buffer.subarray(0, length) as unknown as number[]);
  return decoder.decode(buffer.subarray(0, length));
}
