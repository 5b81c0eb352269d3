// A synthetic acquirer "card processing statement" in the layout processors' statement guides
// describe (Fiserv/First Data's "Your card processing statement", the banks that resell it): a
// summary whose lines add up to the amount processed, a summary by card type, amounts submitted
// by batch, and fees charged with their total. Every name and number is made up.
import {
  columnHeads,
  count,
  heading,
  money,
  row,
  space,
  typeset,
  type Line,
  type PageLines,
} from "./pdf-layout";

export type FirstPartyOptions = {
  period?: [string, string];
  /** American Express direct, deposited by Amex itself: on the summary as a third party. */
  thirdParty?: number;
  /** Pages of daily batches between the summary and the card-type table (a 10-page statement). */
  batchPages?: number;
};

/** Card types: items, gross sales, refund items, refunds (cents). */
export const firstPartyCards = [
  ["Visa", 412, 3_140_218, 3, 21_240],
  ["Mastercard", 198, 1_411_862, 1, 8_610],
  ["Discover", 41, 290_533, 0, 0],
  ["American Express", 57, 501_290, 1, 14_000],
] as const;

/** Fee lines as the statement prints them: description, items, per-item or rate text, cents. */
export const firstPartyFees: [string, string, string, number][] = [
  ["INTERCHANGE CHARGES VISA", "412", "", 56_210],
  ["INTERCHANGE CHARGES MASTERCARD", "198", "", 25_131],
  ["INTERCHANGE CHARGES DISCOVER", "41", "", 5_084],
  ["INTERCHANGE CHARGES AMEX OPTBLUE", "57", "", 11_028],
  ["VISA ASSESSMENT FEE", "", "0.14%", 4_396],
  ["MASTERCARD ASSESSMENT FEE", "", "0.1375%", 1_941],
  ["VISA ACQUIRER PROCESSING FEE", "412", "0.0250", 1_030],
  ["MC NABU FEE", "198", "0.0195", 386],
  ["PROCESSOR DISCOUNT", "", "0.35%", 18_704],
  ["AUTHORIZATION FEE", "708", "0.10", 7_080],
  ["BATCH FEE", "26", "0.15", 390],
  ["STATEMENT FEE", "", "", 795],
  ["PCI NON-COMPLIANCE FEE", "", "", 1_995],
];

const chargebacks = -12_500;
const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);

/** The figures the statement states. */
export function firstPartyTotals({ thirdParty = 0 }: FirstPartyOptions = {}) {
  const gross = sum(firstPartyCards.map((c) => c[2]));
  const refunds = sum(firstPartyCards.map((c) => c[4]));
  const fees = sum(firstPartyFees.map((f) => f[3]));
  const submitted = gross - refunds;
  const items = sum(firstPartyCards.map((c) => c[1]));
  return {
    gross,
    refunds,
    submitted,
    items,
    fees,
    processed: submitted - thirdParty + chargebacks - fees,
  };
}

export async function firstPartyStatement(options: FirstPartyOptions = {}): Promise<Buffer> {
  const { period = ["03/01/26", "03/31/26"], thirdParty = 0, batchPages = 0 } = options;
  const t = firstPartyTotals(options);
  const summary: PageLines = [
    {
      cells: [{ text: "YOUR CARD PROCESSING STATEMENT", left: 50 }],
      bold: true,
      size: 14,
      gapAfter: 6,
    },
    row(50, "Statement Period", [562], [`${period[0]} - ${period[1]}`]),
    row(50, "Merchant Number", [562], ["4445 0000 0000 1234"]),
    row(50, "Lakeside Bakery LLC, 100 Harbor Street, Anytown WI 53000", [], []),
    space(12),
    heading("SUMMARY"),
    row(50, "Total Amount You Submitted", [400], [money(t.submitted, { dollar: true })]),
    row(50, "Third Party Transactions", [400], [money(-thirdParty)]),
    row(50, "Chargebacks/Reversals", [400], [money(chargebacks)]),
    row(50, "Adjustments", [400], [money(0)]),
    row(50, "Fees Charged", [400], [money(-t.fees)]),
    row(50, "Total Amount Processed", [400], [money(t.processed, { dollar: true })]),
    space(12),
    row(
      50,
      "Card processing statements are not bills: fees are collected from your account.",
      [],
      [],
    ),
  ];
  const columns = [200, 260, 350, 410, 480, 562];
  const cards: Line[] = [
    heading("SUMMARY BY CARD TYPE"),
    columnHeads(50, "Card Type", columns, [
      "Average Ticket",
      "Items",
      "Gross Sales",
      "Refund Items",
      "Refunds",
      "Amount Submitted",
    ]),
    ...firstPartyCards.map(([name, items, gross, refundItems, refunds]) =>
      row(50, name, columns, [
        money(Math.round(gross / items)),
        count(items),
        money(gross),
        count(refundItems),
        money(-refunds),
        money(gross - refunds),
      ]),
    ),
    row(50, "Total", columns, [
      money(Math.round(t.gross / t.items)),
      count(t.items),
      money(t.gross),
      "5",
      money(-t.refunds),
      money(t.submitted),
    ]),
    space(12),
  ];
  const feeColumns = [330, 400, 470, 562];
  const fees: Line[] = [
    heading("FEES CHARGED"),
    columnHeads(50, "Date  Description", feeColumns, ["Items", "Rate", "", "Total"]),
    ...firstPartyFees.map(([label, items, rate, cents]) =>
      row(50, `03/31/26  ${label}`, feeColumns, [items, rate, "", money(-cents)]),
    ),
    row(50, "Total Fees Charged", [562], [money(-t.fees)]),
  ];
  const third: Line[] = thirdParty
    ? [
        heading("THIRD PARTY TRANSACTIONS"),
        row(50, "American Express (deposited by American Express)", [562], [money(thirdParty)]),
        space(12),
      ]
    : [];
  return typeset([summary, ...batches(batchPages, t.submitted), [...cards, ...third, ...fees]]);
}

// Daily batches whose amounts add up to the month's submissions, 30 to a page.
function batches(pages: number, submitted: number): PageLines[] {
  const days = pages * 30;
  return Array.from({ length: pages }, (_, p) => [
    heading(p === 0 ? "AMOUNTS SUBMITTED BY BATCH" : "AMOUNTS SUBMITTED BY BATCH (CONTINUED)"),
    row(50, "Batch Date  Batch Number", [400, 562], ["Items", "Amount"]),
    ...Array.from({ length: 30 }, (_, i) => {
      const n = p * 30 + i;
      const share = Math.floor(submitted / days) + (n === days - 1 ? submitted % days : 0);
      return row(
        50,
        `03/${String((n % 31) + 1).padStart(2, "0")}/26  ${String(880_100 + n)}`,
        [400, 562],
        [count(2 + (n % 5)), money(share)],
      );
    }),
  ]);
}
