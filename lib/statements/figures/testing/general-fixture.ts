// A statement of no family the readers know, and a PDF that is only a picture of a statement.
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { heading, row, space, typeset } from "./pdf-layout";

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
