import type { StatementFigures, StatementRead } from "../types";

// Reads as the readers answer them, for the plumbing's tests (the store, the pages, the messages):
// a month whose sums all hold, and one whose fee lines disagree with its total.

const pdfLine = (line: number) => ({ kind: "pdf" as const, page: 1, line });

/** October 2026 on a first-party statement: $48,210.55 of card sales, $1,236.40 of fees. */
export const confirmedFigures: StatementFigures = {
  format: "pdf-first-party",
  period: { from: "2026-10-01", to: "2026-10-31", source: pdfLine(3) },
  grossSales: { value: 4_821_055, source: pdfLine(12), confirmed: true },
  payments: { value: 1_212, source: pdfLine(13), confirmed: true },
  totalFees: { value: 123_640, source: pdfLine(30), confirmed: true },
  feeLines: [
    { label: "Interchange charges", amount: 84_215, source: pdfLine(24) },
    { label: "Service charges", amount: 37_430, source: pdfLine(25) },
    { label: "PCI non-compliance fee", amount: 1_995, source: pdfLine(27) },
  ],
  brands: [],
  checks: [
    { rule: "Fee lines add up to total fees", holds: true, expected: 123_640, found: 123_640 },
  ],
  flags: [
    {
      kind: "pci-non-compliance",
      text: "You pay a monthly penalty for an unfinished PCI questionnaire: finishing it ends the fee.",
      line: "PCI non-compliance fee",
      amount: 1_995,
      source: pdfLine(27),
      glossaryId: "pci",
    },
  ],
  effectiveRate: { value: (123_640 / 4_821_055) * 100, basis: "gross" },
};

export const confirmedRead: StatementRead = { read: true, figures: confirmedFigures };

/** The same month, but its fee lines add up to $10 more than the total it prints. */
export const unconfirmedRead: StatementRead = {
  read: true,
  figures: {
    ...confirmedFigures,
    totalFees: { value: 123_640, source: pdfLine(30), confirmed: false },
    feeLines: [
      ...confirmedFigures.feeLines,
      { label: "Statement fee", amount: 1_000, source: pdfLine(28) },
    ],
    checks: [
      { rule: "Fee lines add up to total fees", holds: false, expected: 123_640, found: 124_640 },
    ],
    effectiveRate: undefined,
  },
};
