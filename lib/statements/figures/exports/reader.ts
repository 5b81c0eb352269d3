import type { StatementRead } from "../types";
import { unbounded, type Budget } from "./budget";
import { figuresOf } from "./figures";
import type { ExportFormat } from "./format";
import { bindHeader, type Bound } from "./header";
import { RowView, type Cell, type TableSink } from "./row";
import { Tally } from "./tally";

/** Bounds on one read, so that any export is read in bounded time and memory. */
export const readLimits = {
  /** The header is looked for in the first rows only (a title or a blank line may come first). */
  headerRows: 30,
  /** Rows read past the header; a longer file is left to the specialist ("too-complex"). */
  maxRows: 250_000,
  /**
   * CPU time for the read: with the check's own (a 10 MB CSV's is about 1.5 s), well inside the
   * worker's 5 s deadline, as readPdfFigures' budget is. A caller may pass a smaller one.
   */
  budgetMs: 2_000,
};

/** Where a reader reads: its sheet and date system (XLSX), its bounds and its CPU budget. */
export type ReaderOptions = {
  sheet?: string;
  date1904?: boolean;
  limits?: { headerRows: number; maxRows: number };
  budget?: Budget;
};

type State = "searching" | "reading" | "no-header" | "too-large";

/**
 * Reads an export's rows one at a time, from CSV or a worksheet alike: finds the header row of a
 * known export, then tallies each row as that export's documentation says. Holds the sums only,
 * never the rows.
 */
export class ExportReader implements TableSink {
  state: State = "searching";
  private bound?: Bound;
  private view?: RowView;
  private readonly tally = new Tally();
  private rows = 0;

  private readonly sheet?: string;
  private readonly date1904: boolean;
  private readonly limits: { headerRows: number; maxRows: number };
  private readonly budget: Budget;

  constructor(
    private readonly formats: readonly ExportFormat[],
    { sheet, date1904 = false, limits = readLimits, budget = unbounded }: ReaderOptions = {},
  ) {
    this.sheet = sheet;
    this.date1904 = date1904;
    this.limits = limits;
    this.budget = budget;
  }

  /** The columns the export's reader uses, by position, once the header is found. */
  wanted?: readonly boolean[];

  /** Whether a known export's header row was found. */
  get headerFound(): boolean {
    return this.bound !== undefined;
  }

  row(cells: readonly Cell[], number: number): boolean {
    if (this.state === "searching") return this.search(cells);
    if (this.state !== "reading") return false;
    if (++this.rows > this.limits.maxRows || this.budget.over()) {
      this.state = "too-large";
      return false;
    }
    const { format } = this.bound!;
    const row = this.view!.at(cells, number);
    const date = row.date(format.figures.date);
    if (!date) {
      if (row.text(format.figures.sales) !== "") this.tally.undated++;
      return true;
    }
    this.tally.dated(number, date);
    format.read(row, this.tally);
    return true;
  }

  /** What was read: the figures, or why there are none. */
  result(): StatementRead {
    if (this.state === "too-large") return { read: false, reason: "too-complex" };
    if (!this.bound || !this.tally.touched) return { read: false, reason: "unknown-layout" };
    return { read: true, figures: figuresOf(this.bound, this.tally, this.sheet) };
  }

  private search(cells: readonly Cell[]): boolean {
    this.bound = bindHeader(cells, this.formats);
    if (this.bound) {
      this.view = new RowView(this.bound.index, this.date1904);
      const wanted: boolean[] = [];
      for (const at of Object.values(this.bound.index)) if (at !== undefined) wanted[at] = true;
      this.wanted = wanted;
      this.state = "reading";
      this.rows = 0;
      return true;
    }
    if (++this.rows < this.limits.headerRows) return true;
    this.state = "no-header";
    return false;
  }
}
