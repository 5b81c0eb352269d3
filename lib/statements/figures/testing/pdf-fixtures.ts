// The synthetic PDF statements the readers are tested on and `npm run fixtures:statements` writes
// to fixtures/statements/: both families, a 10-page statement, and the ones that must not be
// confirmed (fee lines that disagree with their total, two months in one statement, a scan).
import sharp from "sharp";
import { PDFDocument } from "pdf-lib";
import { firstPartyStatement } from "./first-party-fixture";
import { heading, row, space, typeset } from "./pdf-layout";
import { tieredStatement } from "./tiered-fixture";

/** A statement of no family the readers know, whose totals are labelled in plain words. */
export function generalStatement(): Promise<Buffer> {
  return typeset([
    [
      { cells: [{ text: "MONTHLY ACTIVITY REPORT", left: 50 }], bold: true, size: 14, gapAfter: 6 },
      row(50, "Harbor Coffee Co.", [], []),
      row(50, "Reporting period: March 1, 2026 to March 31, 2026", [], []),
      space(12),
      heading("TOTALS"),
      row(50, "Total Sales", [400], ["$12,400.00"]),
      row(50, "Total Transactions", [400], ["240"]),
      row(50, "Total Fees", [400], ["$389.12"]),
      space(12),
      heading("SELECTED CHARGES"),
      row(50, "Monthly minimum fee", [400], ["25.00"]),
      row(50, "Account maintenance", [400], ["12.00"]),
    ],
  ]);
}

/** A one-page PDF that is only a picture of a statement: no text layer at all. */
export async function imageOnlyStatement(): Promise<Buffer> {
  const bars = Array.from(
    { length: 24 },
    (_, i) =>
      `<rect x="60" y="${80 + i * 40}" width="${300 + ((i * 97) % 400)}" height="14" fill="#444"/>`,
  ).join("");
  const png = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="850" height="1100"><rect width="850" height="1100" fill="#fdfdf8"/>${bars}</svg>`,
    ),
  )
    .png()
    .toBuffer();
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawImage(await doc.embedPng(png), { x: 0, y: 0, width: 612, height: 792 });
  return Buffer.from(await doc.save());
}

/** Every fixture by its file name, with what a reader must make of it. */
export const pdfFixtures: Record<string, { make: () => Promise<Buffer>; expect: string }> = {
  "first-party.pdf": {
    make: () => firstPartyStatement(),
    expect: "first-party family, every figure confirmed, a rate over gross sales",
  },
  "first-party-ten-pages.pdf": {
    make: () => firstPartyStatement({ batchPages: 8 }),
    expect: "the same statement over 10 pages: the same figures",
  },
  "first-party-third-party.pdf": {
    make: () => firstPartyStatement({ thirdParty: 501_290 - 14_000 }),
    expect: "confirmed figures but no rate: American Express bills its own fees",
  },
  "first-party-two-months.pdf": {
    make: () => firstPartyStatement({ period: ["01/01/26", "02/28/26"] }),
    expect: "confirmed figures but no rate: the statement covers two months",
  },
  "tiered.pdf": {
    make: () => tieredStatement(),
    expect: "tiered family, every figure confirmed, a rate over gross sales, tiered flag",
  },
  "tiered-fees-disagree.pdf": {
    make: () =>
      tieredStatement({
        totalOff: 1_200,
        serviceFees: [
          ["STATEMENT FEE", 1_000],
          ["MONTHLY MINIMUM", 2_500],
        ],
      }),
    expect: "total fees not confirmed (its lines sum to $12.00 less), so no rate",
  },
  "general.pdf": {
    make: generalStatement,
    expect: "labelled totals read, none confirmed, no rate",
  },
  "image-only.pdf": { make: imageOnlyStatement, expect: "not read: an image" },
};
