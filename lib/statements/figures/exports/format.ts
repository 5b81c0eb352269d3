import type { FigureKey } from "../checks";
import type { StatementFormat } from "../types";
import type { RowView } from "./row";
import type { Tally } from "./tally";

/** One of the export's own sums, and the figures it bears on, checked on every row it reads. */
export type RowSum = { rule: string; involves: readonly FigureKey[] };

/** The figures card sales are read into, and the fees'. */
export const salesFigures: readonly FigureKey[] = ["grossSales", "netSales", "payments"];
export const feeFigures: readonly FigureKey[] = ["totalFees"];

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
