import type { FigureSource } from "../types";

/** The rows a figure was read from: the first, the last and how many (rows come in order). */
export class Span {
  first = 0;
  last = 0;
  count = 0;

  add(row: number): void {
    if (this.count > 0 && row === this.last) return; // the same row read twice (a sale and its refund)
    if (this.count === 0) this.first = row;
    this.last = row;
    this.count++;
  }

  /** The figure's source: these rows of `column` (the header as the file writes it). */
  source(column: string, sheet?: string): FigureSource {
    const { first, last, count } = this;
    return { kind: "rows", ...(sheet ? { sheet } : {}), column, first, last, count };
  }
}
