import type { StatementFormat } from "../types";
import type { RowView } from "./row";
import type { Tally } from "./tally";

/** One of the export's own sums, and the figures it vouches for when it holds on every row. */
export type Check = { rule: string; covers: readonly ("sales" | "fees")[] };

/**
 * A processor export, as its own documentation describes it: the columns it reads, by header
 * name (never by position), and what each row means for the month's figures.
 */
export type ExportFormat = {
  format: StatementFormat;
  /** Each column the reader uses, with the header names the export has given it over the years. */
  columns: Record<string, readonly string[]>;
  /** The columns whose headers together tell this export apart from the others. */
  identify: readonly string[];
  /** The columns that card sales, fees, dates and brands are read from (named in each source). */
  figures: { sales: string; fees?: string; date: string; brand?: string };
  /** Reads one row into the tally. */
  read(row: RowView, tally: Tally): void;
};
