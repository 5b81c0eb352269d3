import { parseCents } from "../money";
import { isoDate } from "./dates";

/** Excel's columns (A to XFD): cells past them are not read, as Excel does not load them. */
export const MAX_COLUMNS = 16_384;

/** A cell as a table holds it: text, or a number where a spreadsheet stores one. */
export type Cell = string | number;

/** Takes a table's rows one at a time (ExportReader; a test's collector). */
export interface TableSink {
  /** The columns to keep, by position, once known; the others may arrive blank. */
  readonly wanted?: readonly boolean[];
  /** Whether the rows so far held the header row the sink looks for. */
  readonly headerFound: boolean;
  /** The next row (1-based `number`, as a spreadsheet shows it); false asks to stop. */
  row(cells: readonly Cell[], number: number): boolean;
}

/** The columns an export's reader asks for, by its own names for them. */
export type ColumnIndex = Partial<Record<string, number>>;

/**
 * One row of an export, read by column name (never by position). An amount that is not a number
 * marks the row unreadable, and the row's checks then fail rather than count it as zero.
 */
export class RowView {
  cells: readonly Cell[] = [];
  number = 0;
  unreadable = false;

  constructor(
    private readonly columns: ColumnIndex,
    private readonly date1904 = false,
  ) {}

  /** Moves the view to the next row. */
  at(cells: readonly Cell[], number: number): this {
    this.cells = cells;
    this.number = number;
    this.unreadable = false;
    return this;
  }

  has(key: string): boolean {
    return this.columns[key] !== undefined;
  }

  /** The cell's text, trimmed; "" when blank or the export has no such column. */
  text(key: string): string {
    const cell = this.cell(key);
    return cell === undefined ? "" : String(cell).trim();
  }

  /** Lower-cased text, for matching the export's words ("Payment", "charge", "Memo"). */
  word(key: string): string {
    return this.text(key).toLowerCase();
  }

  /** Whole cents; 0 when blank; undefined when the export has no such column. */
  cents(key: string): number | undefined {
    const cell = this.cell(key);
    if (cell === undefined) return this.has(key) ? 0 : undefined;
    if (typeof cell === "number") return Math.round(cell * 100);
    if (cell.trim() === "") return 0;
    const cents = parseCents(cell);
    if (cents === undefined) this.unreadable = true;
    return cents ?? 0;
  }

  /** The ISO date the cell states, if any. */
  date(key: string): string | undefined {
    const cell = this.cell(key);
    return cell === undefined ? undefined : isoDate(cell, this.date1904);
  }

  private cell(key: string): Cell | undefined {
    const index = this.columns[key];
    return index === undefined ? undefined : this.cells[index];
  }
}
