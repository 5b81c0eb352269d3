// The synthetic PDF statements the readers are tested on and `npm run fixtures:statements` writes
// to fixtures/statements/: both families, a 10-page statement, and the ones that must not be
// confirmed (fee lines that disagree with their total, two months in one statement, a scan).
import { firstPartyStatement } from "./first-party-fixture";
import { generalStatement, imageOnlyStatement } from "./general-fixture";
import { tieredStatement } from "./tiered-fixture";
import type { FeeFlag, StatementFormat, UnreadReason } from "../types";

type Known = { value: number; confirmed: boolean };
/** What a reader must make of a fixture: its figures (cents), rate, flags, or why it is not read. */
export type PdfExpected =
  | {
      read: true;
      format: StatementFormat;
      period: { from: string; to: string };
      grossSales?: Known;
      netSales?: Known;
      payments?: Known;
      totalFees: Known;
      effectiveRate?: { value: number; basis: "gross" | "net" };
      flags: readonly FeeFlag["kind"][];
      why: string;
    }
  | { read: false; reason: UnreadReason; why: string };

export type PdfFixture = { name: string; kind: "pdf"; bytes: Buffer; expected: PdfExpected };

const yes = (value: number): Known => ({ value, confirmed: true });
const no = (value: number): Known => ({ value, confirmed: false });
const firstParty = {
  read: true,
  format: "pdf-first-party",
  period: { from: "2026-03-01", to: "2026-03-31" },
  grossSales: yes(5_343_903),
  netSales: yes(5_300_053),
  payments: yes(708),
  totalFees: yes(134_170),
  flags: ["network-fee-markup", "batch-fee", "statement-fee", "pci-non-compliance"],
} as const;
const tiered = {
  read: true,
  format: "pdf-tiered",
  period: { from: "2026-04-01", to: "2026-04-30" },
  grossSales: yes(3_325_265),
  netSales: yes(3_311_740),
  payments: yes(573),
} as const;
// $1,341.70 over $53,439.03, and $912.49 over $33,252.65.
const firstPartyRate = { value: (134_170 / 5_343_903) * 100, basis: "gross" } as const;
const tieredRate = { value: (91_249 / 3_325_265) * 100, basis: "gross" } as const;

/** Every fixture, with the figures its layout states (written out, not read back). */
export async function pdfFixtures(): Promise<PdfFixture[]> {
  const made: [string, Promise<Buffer>, PdfExpected][] = [
    [
      "first-party.pdf",
      firstPartyStatement(),
      { ...firstParty, effectiveRate: firstPartyRate, why: "every sum holds" },
    ],
    [
      "first-party-ten-pages.pdf",
      firstPartyStatement({ batchPages: 8 }),
      { ...firstParty, effectiveRate: firstPartyRate, why: "10 pages, the tables on the last" },
    ],
    [
      "first-party-third-party.pdf",
      firstPartyStatement({ thirdParty: 501_290 - 14_000 }),
      { ...firstParty, why: "no rate: American Express deposits and bills its own sales" },
    ],
    [
      "first-party-two-months.pdf",
      firstPartyStatement({ period: ["01/01/26", "02/28/26"] }),
      {
        ...firstParty,
        period: { from: "2026-01-01", to: "2026-02-28" },
        why: "no rate: the statement covers two months",
      },
    ],
    [
      "tiered.pdf",
      tieredStatement(),
      {
        ...tiered,
        totalFees: yes(91_249),
        effectiveRate: tieredRate,
        flags: ["tiered-pricing", "network-fee-markup", "batch-fee", "statement-fee", "annual-fee"],
        why: "every sum holds",
      },
    ],
    [
      "tiered-fees-disagree.pdf",
      tieredStatement({
        totalOff: 1_200,
        serviceFees: [
          ["STATEMENT FEE", 1_000],
          ["MONTHLY MINIMUM", 2_500],
        ],
      }),
      {
        ...tiered,
        totalFees: no(87_049),
        flags: [
          "tiered-pricing",
          "network-fee-markup",
          "batch-fee",
          "statement-fee",
          "monthly-minimum",
        ],
        why: "no rate: the fee lines sum to $12.00 less than the total printed",
      },
    ],
    [
      "general.pdf",
      generalStatement(),
      {
        read: true,
        format: "pdf-general",
        period: { from: "2026-03-01", to: "2026-03-31" },
        grossSales: no(1_240_000),
        payments: no(240),
        totalFees: no(38_912),
        flags: ["monthly-minimum"],
        why: "no rate: a layout of no known family, whose totals no sum confirms",
      },
    ],
    [
      "image-only.pdf",
      imageOnlyStatement(),
      { read: false, reason: "image", why: "a picture of a statement: no text to read" },
    ],
  ];
  return Promise.all(
    made.map(async ([name, bytes, expected]) => ({
      name,
      kind: "pdf",
      bytes: await bytes,
      expected,
    })),
  );
}
