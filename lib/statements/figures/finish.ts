// What every reader hands over once it has found a file's figures and sums: the figures marked
// confirmed as the sums say, the flags its fee lines raise, and the effective rate where both
// of its parts are confirmed.
import { figure, storedChecks, type Check, type FigureKey } from "./checks";
import { effectiveRateOf } from "./effective-rate";
import { feeFlags, type PricedFeeLine } from "./flags";
import type { BrandLine, FigureSource, StatementFigures, StatementFormat } from "./types";

/** A reader's findings before they are judged. */
export type Draft = {
  format: StatementFormat;
  read: Partial<Record<FigureKey, { value: number; source: FigureSource }>>;
  checks: Check[];
  feeLines: PricedFeeLine[];
  brands: BrandLine[];
  /** Lines the flags look at besides the fee lines (a reader that found no fee section). */
  flagLines?: PricedFeeLine[];
  period?: StatementFigures["period"];
  /** False where fees over sales would mislead (sales another company bills the fees of). */
  rate?: boolean;
};

/** The figures a draft states, each confirmed only as far as the file's own sums hold. */
export function finishFigures(draft: Draft): StatementFigures {
  const { read, checks } = draft;
  const figures: Omit<StatementFigures, "effectiveRate"> = {
    format: draft.format,
    ...(draft.period && { period: draft.period }),
    ...present("grossSales", figure("grossSales", read.grossSales, checks)),
    ...present("netSales", figure("netSales", read.netSales, checks)),
    ...present("payments", figure("payments", read.payments, checks)),
    ...present("totalFees", figure("totalFees", read.totalFees, checks)),
    feeLines: draft.feeLines.map(({ label, amount, source }) => ({ label, amount, source })),
    brands: draft.brands,
    checks: storedChecks(checks),
    flags: feeFlags([...draft.feeLines, ...(draft.flagLines ?? [])]),
  };
  const rate = draft.rate === false ? undefined : effectiveRateOf(figures);
  return rate ? { ...figures, effectiveRate: rate } : figures;
}

const present = <K extends FigureKey, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
