import { maxFeeLines, type ComparisonInputs } from "@/lib/comparison/inputs";
import { sourceText } from "./source-text";
import type { FileRead } from "./store";
import type { Figure, StatementFigures } from "./types";

/** The comparison builder's fields that may start from the file, by the builder's field names. */
export type ReadField = "month" | "volume" | "count" | "totalFees" | `feeLine:${number}`;

/**
 * What the comparison builder starts from: the confirmed figures of one file and where each was
 * read (a field the specialist changes becomes "typed"). Fee lines come only when the file's own
 * sums confirm its total fees.
 */
export type ComparisonPrefill = {
  file: string;
  defaults: Partial<ComparisonInputs>;
  read: Partial<Record<ReadField, string>>;
};

const confirmed = (figure: Figure | undefined) => (figure?.confirmed ? figure : undefined);

/** The file to start from: the first with a confirmed rate, else the first with a confirmed figure. */
function pick(files: readonly FileRead[]) {
  const read = files.flatMap((file) => (file.read?.read ? [{ file, f: file.read.figures }] : []));
  const any = ({ f }: { f: StatementFigures }) =>
    [f.grossSales, f.netSales, f.payments, f.totalFees].some((figure) => figure?.confirmed);
  return read.find(({ f }) => f.effectiveRate) ?? read.find(any);
}

/** The builder's starting point from a lead's read files, or null when none confirms a figure. */
export function comparisonPrefill(files: readonly FileRead[]): ComparisonPrefill | null {
  const chosen = pick(files);
  if (!chosen) return null;
  const { f } = chosen;
  const defaults: Partial<ComparisonInputs> = {};
  const read: ComparisonPrefill["read"] = {};
  if (f.period && f.period.from.slice(0, 7) === f.period.to.slice(0, 7)) {
    defaults.month = f.period.from.slice(0, 7);
    read.month = sourceText(f.period.source);
  }
  const basis = f.effectiveRate?.basis ?? (f.grossSales?.confirmed ? "gross" : "net");
  const sales = confirmed(basis === "gross" ? f.grossSales : f.netSales);
  const fields = [
    ["volume", sales],
    ["count", confirmed(f.payments)],
    ["totalFees", confirmed(f.totalFees)],
  ] as const;
  for (const [field, figure] of fields) {
    if (!figure) continue;
    defaults[field] = figure.value;
    read[field] = sourceText(figure.source);
  }
  if (defaults.totalFees !== undefined) {
    const lines = feeLines(f);
    defaults.feeLines = lines.map(({ name, amount }) => ({ name, amount }));
    lines.forEach((line, index) => (read[`feeLine:${index}`] = line.source));
  }
  return { file: chosen.file.name, defaults, read };
}

/** The fee lines as the builder takes them; past its limit, the smallest go under one line. */
function feeLines(f: StatementFigures) {
  const lines = f.feeLines
    .filter((line) => line.amount >= 0 && line.label.trim())
    .map((line) => ({
      name: line.label.trim().slice(0, 80),
      amount: line.amount,
      source: sourceText(line.source),
    }));
  if (lines.length <= maxFeeLines) return lines;
  const kept = new Set([...lines].sort((a, b) => b.amount - a.amount).slice(0, maxFeeLines - 1));
  const rest = lines.filter((line) => !kept.has(line));
  const other = {
    name: `Other fees (${rest.length} lines)`,
    amount: rest.reduce((sum, line) => sum + line.amount, 0),
    source: `the sum of ${rest.length} smaller fee lines`,
  };
  return [...lines.filter((line) => kept.has(line)), other];
}
