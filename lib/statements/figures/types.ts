// What the inspection worker reads from a statement that passed its check (issue 45). Readers of
// processor exports (CSV, XLSX) and of text PDFs all answer in this shape; the intake stores it
// with the lead, the merchant's page and the team's comparison builder read it. Money is in whole
// cents, as the comparison's inputs are (lib/comparison/inputs.ts).

/** Where a figure was read: a PDF's page and line (1-based), or a spreadsheet's rows. */
export type FigureSource =
  | { kind: "pdf"; page: number; line: number }
  | { kind: "rows"; sheet?: string; column: string; first: number; last: number; count: number }
  | { kind: "row"; sheet?: string; column: string; row: number };

/**
 * One figure and its trust: `confirmed` only when the file's own arithmetic agrees with it (fee
 * lines sum to the total, brands to the volume, the summary identity, rows to the net column).
 */
export type Figure = { value: number; source: FigureSource; confirmed: boolean };

/** One fee as the statement names it. */
export type FeeLine = { label: string; amount: number; source: FigureSource };

export type CardBrand = "visa" | "mastercard" | "discover" | "amex" | "other";

/** One card brand's share of the month, where the file breaks sales down by brand. */
export type BrandLine = { brand: CardBrand; volume: number; count?: number; source: FigureSource };

/** One of the file's own sums, and whether it holds (shown to the team, never logged). */
export type ArithmeticCheck = { rule: string; holds: boolean; expected: number; found: number };

/** A fee worth questioning, in plain words, with the line it came from. */
export type FeeFlag = {
  kind:
    | "pci-non-compliance"
    | "monthly-minimum"
    | "tiered-pricing"
    | "network-fee-markup"
    | "statement-fee"
    | "batch-fee"
    | "annual-fee";
  /** One or two sentences a merchant understands. */
  text: string;
  /** The fee line it came from, as the statement words it. */
  line: string;
  amount?: number;
  source: FigureSource;
  /** The fee glossary's entry that explains it (content/statement-comparison/fee-glossary.ts). */
  glossaryId?: string;
};

/** The statement families and export formats the readers know. */
export type StatementFormat =
  | "stripe-balance-change"
  | "stripe-payments"
  | "square-transactions"
  | "paypal-activity"
  | "shopify-payments"
  | "toast-payments"
  | "pdf-first-party"
  | "pdf-tiered"
  | "pdf-general";

/** The figures read from one file. Absent means the file does not say, or could not be read. */
export type StatementFigures = {
  format: StatementFormat;
  /** ISO dates, inclusive; a file covering more than one calendar month confirms no rate. */
  period?: { from: string; to: string; source: FigureSource };
  /** Card sales before refunds. */
  grossSales?: Figure;
  /** Card sales net of refunds, where the file says. */
  netSales?: Figure;
  /** The number of card payments. */
  payments?: Figure;
  totalFees?: Figure;
  feeLines: FeeLine[];
  brands: BrandLine[];
  checks: ArithmeticCheck[];
  flags: FeeFlag[];
  /**
   * Fees over card sales as a percentage (2.87 for 2.87%, as lib/pricing/money.ts's
   * effectiveRate), present only when both parts are confirmed (effective-rate.ts); `basis`
   * names which sales (gross or net of refunds) it divides by.
   */
  effectiveRate?: { value: number; basis: "gross" | "net" };
};

/** Why a file's figures were not read: the specialist reads it instead. */
export type UnreadReason =
  | "image" // photos and scans stay with the specialist
  | "unknown-layout" // neither an export we know nor a statement whose totals we find
  | "too-complex"; // the read ran past its budget

/** A reader's answer for one file. */
export type StatementRead =
  { read: true; figures: StatementFigures } | { read: false; reason: UnreadReason };
