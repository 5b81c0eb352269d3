// A synthetic tiered statement in the layout of the older TSYS, Heartland and ISO statements that
// statement guides walk through: a plan summary by card type, discount lines by tier, then
// transaction and service fees and a total. Every name and number is made up.
import { columnHeads, count, heading, money, row, space, typeset, type Line } from "./pdf-layout";

export type TieredOptions = {
  /** Cents the printed total of fees differs from its lines by (a statement that does not add up). */
  totalOff?: number;
  /** Service fees instead of the usual ones. */
  serviceFees?: [string, number][];
};

/** Plan: sales, gross, credits, credit amount (cents). */
export const tieredPlans = [
  ["VS  Visa", 380, 2_214_055, 2, 9_500],
  ["MC  Mastercard", 171, 980_210, 1, 4_025],
  ["DS  Discover", 22, 131_000, 0, 0],
] as const;

/** Tier, sales, volume (cents), rate: the fee is the volume at the rate, to the cent. */
export const tiers = [
  ["QUALIFIED", 402, 2_301_040, 1.69],
  ["MID-QUALIFIED", 101, 641_520, 2.29],
  ["NON-QUALIFIED", 70, 382_705, 3.29],
] as const;

export const transactionFees: [string, number, string, number][] = [
  ["AUTHORIZATION FEE", 573, "0.25", 14_325],
  ["VISA ACQUIRER PROCESSING FEE", 380, "0.0195", 741],
  ["MC NABU FEE", 171, "0.0300", 513],
  ["BATCH FEE", 24, "0.25", 600],
];

export const defaultServiceFees: [string, number][] = [
  ["STATEMENT FEE", 1_000],
  ["ANNUAL FEE", 7_900],
];

const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);
const tierFee = (volume: number, rate: number) => Math.round((volume * rate) / 100);

export function tieredTotals({
  totalOff = 0,
  serviceFees = defaultServiceFees,
}: TieredOptions = {}) {
  const discount = sum(tiers.map(([, , volume, rate]) => tierFee(volume, rate)));
  const feeLines =
    discount + sum(transactionFees.map((f) => f[3])) + sum(serviceFees.map((f) => f[1]));
  const gross = sum(tieredPlans.map((p) => p[2]));
  const credits = sum(tieredPlans.map((p) => p[4]));
  return {
    discount,
    feeLines,
    printedFees: feeLines + totalOff,
    gross,
    credits,
    net: gross - credits,
    sales: sum(tieredPlans.map((p) => p[1])),
  };
}

export async function tieredStatement(options: TieredOptions = {}): Promise<Buffer> {
  const serviceFees = options.serviceFees ?? defaultServiceFees;
  const t = tieredTotals(options);
  const plan = [170, 250, 320, 380, 450, 510, 562];
  const first: Line[] = [
    { cells: [{ text: "MERCHANT STATEMENT", left: 50 }], bold: true, size: 14, gapAfter: 6 },
    row(50, "Northwoods Outfitters, 12 Pine Road, Anytown WI 54000", [], []),
    row(50, "Merchant ID 8700 1200 3344", [], []),
    row(50, "Statement Period: 04/01/2026 - 04/30/2026", [], []),
    space(12),
    heading("PLAN SUMMARY"),
    columnHeads(50, "Plan Code", plan, [
      "Number of Sales",
      "Gross Sales",
      "Number of Credits",
      "Credits",
      "Net Sales",
      "Avg Ticket",
      "Disc Rate",
    ]),
    ...tieredPlans.map(([name, sales, gross, creditCount, credits]) =>
      row(50, name, plan, [
        count(sales),
        money(gross),
        count(creditCount),
        money(credits),
        money(gross - credits),
        money(Math.round(gross / sales)),
        "VAR",
      ]),
    ),
    row(50, "Total", plan, [
      count(t.sales),
      money(t.gross),
      "3",
      money(t.credits),
      money(t.net),
      "",
      "",
    ]),
    space(12),
  ];
  const fee = [300, 380, 460, 562];
  const feesPage: Line[] = [
    heading("FEES"),
    columnHeads(50, "Description", fee, ["Number", "Amount", "Rate", "Fee"]),
    ...tiers.map(([name, sales, volume, rate]) =>
      row(50, name, fee, [
        count(sales),
        money(volume),
        `${rate.toFixed(2)}%`,
        money(tierFee(volume, rate)),
      ]),
    ),
    row(50, "Total Discount", fee, ["", "", "", money(t.discount)]),
    space(6),
    heading("TRANSACTION FEES", 60),
    ...transactionFees.map(([name, n, each, cents]) =>
      row(60, name, fee, [count(n), "", each, money(cents)]),
    ),
    space(6),
    heading("SERVICE FEES", 60),
    ...serviceFees.map(([name, cents]) => row(60, name, fee, ["", "", "", money(cents)])),
    space(6),
    row(50, "Total Fees", fee, ["", "", "", money(t.printedFees, { dollar: true })]),
  ];
  return typeset([first, feesPage]);
}
