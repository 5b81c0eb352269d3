import { formatPercent, formatUsd } from "@/lib/pricing/money";
import { periodText } from "./merchant-view";
import { sourceText } from "./source-text";
import type { FileRead } from "./store";
import type { Figure, StatementFigures, UnreadReason } from "./types";

/** One line of what the team sees was read: the value, where in the file, and how far to trust it. */
export type TeamFigureRow = { label: string; value: string; source: string; trust: string };

const unreadText: Record<UnreadReason, string> = {
  image: "Not read: photos and scans are read by the specialist.",
  "unknown-layout": "Not read: neither an export nor a statement layout the readers know.",
  "too-complex": "Not read: the file took longer to read than the time allowed.",
};

/** Why a file was not read, or null when it was. */
export function unreadNote({ read, mediaType }: FileRead): string | null {
  if (read?.read) return null;
  if (read) return unreadText[read.reason];
  return mediaType.startsWith("image/")
    ? unreadText.image
    : "Not read: sent before statements were read.";
}

/** "confirmed", or "read, not confirmed: <why>" from the file's own sums that fail. */
function trust(figure: Pick<Figure, "confirmed">, f: StatementFigures): string {
  if (figure.confirmed) return "confirmed by the file's sums";
  const failing = f.checks.filter((check) => !check.holds).map((check) => check.rule);
  return `read, not confirmed: ${failing.length ? `${failing.join("; ")} does not hold` : "no sum in the file checks it"}`;
}

/** Every figure read from a file, for the specialist to check against it. */
export function teamFigureRows(f: StatementFigures): TeamFigureRow[] {
  const rows: TeamFigureRow[] = [];
  if (f.period) {
    const { from, to, source } = f.period;
    rows.push({
      label: "Period",
      value: periodText({ from, to }),
      source: sourceText(source),
      trust: "read",
    });
  }
  const money = [
    ["Card sales", f.grossSales],
    ["Card sales after refunds", f.netSales],
    ["Total fees", f.totalFees],
  ] as const;
  for (const [label, figure] of money) {
    if (figure)
      rows.push({
        label,
        value: formatUsd(figure.value),
        source: sourceText(figure.source),
        trust: trust(figure, f),
      });
  }
  if (f.payments) {
    const { value, source } = f.payments;
    rows.push({
      label: "Card payments",
      value: value.toLocaleString("en-US"),
      source: sourceText(source),
      trust: trust(f.payments, f),
    });
  }
  if (f.effectiveRate) {
    const { value, basis } = f.effectiveRate;
    const over = basis === "gross" ? "card sales" : "card sales after refunds";
    rows.push({
      label: "Effective rate",
      value: `${formatPercent(value)} (total fees ÷ ${over})`,
      source: "worked out",
      trust: "both parts confirmed",
    });
  }
  const lineTrust = f.totalFees?.confirmed
    ? "confirmed: the lines add up to the total"
    : "read, not confirmed";
  for (const line of f.feeLines) {
    rows.push({
      label: `Fee line: ${line.label}`,
      value: formatUsd(line.amount),
      source: sourceText(line.source),
      trust: lineTrust,
    });
  }
  for (const brand of f.brands) {
    const count =
      brand.count === undefined ? "" : `, ${brand.count.toLocaleString("en-US")} payments`;
    rows.push({
      label: `Brand: ${brand.brand}`,
      value: `${formatUsd(brand.volume)}${count}`,
      source: sourceText(brand.source),
      trust: "read",
    });
  }
  return rows;
}

/** A lead's rate in the inbox: the first confirmed one, or why there is none. */
export function inboxRate(files: readonly FileRead[] | undefined): string {
  const read = (files ?? []).flatMap((file) =>
    file.read?.read ? [{ file, f: file.read.figures }] : [],
  );
  const rated = read.find(({ f }) => f.effectiveRate);
  if (rated?.f.effectiveRate) {
    const { value, basis } = rated.f.effectiveRate;
    return `${formatPercent(value)} of ${basis === "gross" ? "card sales" : "card sales after refunds"}, read from ${rated.file.name}`;
  }
  if (read.length) return "read, not confirmed: check the figures";
  return "not read from the files";
}
