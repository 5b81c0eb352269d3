import type { FileRead } from "./store";
import type { FeeFlag, StatementFigures } from "./types";

/** A flag as the merchant reads it; its amount only where the fee lines add up to the total. */
export type MerchantFlag = Pick<FeeFlag, "kind" | "text" | "line" | "glossaryId"> & {
  amount?: number;
};

/** What the merchant's page shows of one confirmed figure: its value and which sales it means. */
export type MerchantFigures = {
  /** The statement's period, ISO dates. */
  period?: { from: string; to: string };
  sales?: { cents: number; basis: "gross" | "net" };
  payments?: number;
  fees?: number;
  rate?: { percent: number; basis: "gross" | "net" };
  flags: MerchantFlag[];
};

/**
 * One file on the sender's page: its confirmed figures, or that a specialist is reading it (not
 * read, or nothing the file's own sums confirm), or that a photo stays with the specialist.
 */
export type MerchantFile = { position: number; name: string } & (
  { state: "figures"; figures: MerchantFigures } | { state: "reading" } | { state: "photo" }
);

const confirmed = (figure: StatementFigures["grossSales"]) =>
  figure?.confirmed ? figure.value : undefined;

/**
 * What the sender may see of a file: only figures the file's own arithmetic confirms (never a
 * number the file contradicts), the rate only as the reader states it (both parts confirmed).
 */
export function merchantFile({ position, name, mediaType, read }: FileRead): MerchantFile {
  const file = { position, name };
  const photo = (read?.read === false && read.reason === "image") || mediaType.startsWith("image/");
  if (photo) return { ...file, state: "photo" };
  if (!read?.read) return { ...file, state: "reading" };
  const f = read.figures;
  const basis = f.effectiveRate?.basis ?? (confirmed(f.grossSales) !== undefined ? "gross" : "net");
  const salesCents = confirmed(basis === "gross" ? f.grossSales : f.netSales);
  const fees = confirmed(f.totalFees);
  const figures: MerchantFigures = {
    period: f.period && { from: f.period.from, to: f.period.to },
    sales: salesCents === undefined ? undefined : { cents: salesCents, basis },
    payments: confirmed(f.payments),
    fees,
    rate: f.effectiveRate && { percent: f.effectiveRate.value, basis: f.effectiveRate.basis },
    flags: f.flags.map(({ kind, text, line, glossaryId, amount }) => ({
      kind,
      text,
      line,
      glossaryId,
      amount: fees === undefined ? undefined : amount,
    })),
  };
  if (figures.sales === undefined && figures.fees === undefined && !figures.rate) {
    return { ...file, state: "reading" };
  }
  return { ...file, state: "figures", figures };
}

/** "October 2026" for a calendar month, else "October 1 – November 15, 2026" (UTC dates). */
export function periodText({ from, to }: { from: string; to: string }): string {
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions, iso: string) =>
    new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options }).format(day(iso));
  const [a, b] = [day(from), day(to)];
  const lastOfMonth = new Date(Date.UTC(b.getUTCFullYear(), b.getUTCMonth() + 1, 0)).getUTCDate();
  if (
    from.slice(0, 7) === to.slice(0, 7) &&
    a.getUTCDate() === 1 &&
    b.getUTCDate() === lastOfMonth
  ) {
    return format({ month: "long", year: "numeric" }, from);
  }
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const start = format(sameYear ? { month: "long", day: "numeric" } : { dateStyle: "long" }, from);
  return `${start} – ${format({ dateStyle: "long" }, to)}`;
}
