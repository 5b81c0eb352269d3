const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** What a CSV scan tells, a character at a time: the check judges cells, the reader keeps them. */
export interface CsvSink {
  /** One character of the current field's value, its quotes undone. */
  add(code: number): void;
  /** A quote opened the current field (which has content then, even if it stays empty). */
  openQuote(): void;
  endField(): void;
  /** Ends the record; false stops the scan after it. */
  endRecord(): boolean;
}

/**
 * Splits CSV text with one delimiter, as Excel reads it (RFC 4180 quoting: a quote that opens a
 * field quotes it, two quotes inside are one, and a line break inside quotes is part of the
 * field), in as many slices as the caller likes. The safety check and the figures' reader both
 * scan through it, so the cells they see are the same.
 */
export class CsvScanner {
  private readonly delimiter: number;
  private quoted = false;
  private length = 0;
  /** Whether anything was read since the last record ended. */
  private pending = false;

  constructor(
    delimiter: string,
    private readonly sink: CsvSink,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  /** Reads `text` from `from` until `to`, or until the sink stops; answers where it stopped. */
  read(text: string, from = 0, to = text.length): number {
    const sink = this.sink;
    let i = from;
    for (; i < to; i++) {
      const code = text.charCodeAt(i);
      this.pending = true;
      if (this.quoted) {
        if (code !== QUOTE) this.add(code);
        else if (text.charCodeAt(i + 1) === QUOTE) this.add(text.charCodeAt(++i));
        else this.quoted = false;
      } else if (code === QUOTE && this.length === 0) {
        this.quoted = true;
        sink.openQuote();
      } else if (code === this.delimiter) {
        this.length = 0;
        sink.endField();
      } else if (code === LF || code === CR) {
        if (code === CR && text.charCodeAt(i + 1) === LF) i++;
        this.length = 0;
        this.pending = false;
        sink.endField();
        if (!sink.endRecord()) return i + 1;
      } else {
        this.add(code);
      }
    }
    return i;
  }

  /** Ends the last record, once the whole text is read (none when the text ended a line). */
  end(): void {
    if (!this.pending) return;
    this.length = 0;
    this.pending = false;
    this.sink.endField();
    this.sink.endRecord();
  }

  private add(code: number) {
    this.length++;
    this.sink.add(code);
  }
}
