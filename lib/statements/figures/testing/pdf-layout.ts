// A small typesetter for synthetic statements: lines of cells, words set from the left and
// amounts set flush right at their column's edge, as processors' statements set them, on
// US Letter pages with the standard Helvetica fonts.
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

/** Text from `left`, or ending at `right`. */
export type Cell = { text: string } & ({ left: number } | { right: number });
export type Line = { cells: Cell[]; bold?: boolean; size?: number; gapAfter?: number };

/** A page's lines, top to bottom. */
export type PageLines = Line[];

/** Words at `left`, then amounts flush right at each of `rights`. */
export function row(left: number, words: string, rights: number[], values: string[]): Line {
  return {
    cells: [
      { text: words, left },
      ...values.map((text, i) => ({ text, right: rights[i]! })).filter((cell) => cell.text),
    ],
  };
}

/** A table's column headings, set small as statements set them. */
export const columnHeads = (left: number, words: string, rights: number[], heads: string[]) => ({
  ...row(left, words, rights, heads),
  size: 7,
});

export const heading = (text: string, left = 50): Line => ({
  cells: [{ text, left }],
  bold: true,
  size: 10,
  gapAfter: 4,
});

export const space = (points = 8): Line => ({ cells: [], gapAfter: points });

/** The statement as a PDF, one page per entry; each page is numbered at its foot. */
export async function typeset(pages: PageLines[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  pages.forEach((lines, index) => {
    const page = doc.addPage([612, 792]);
    let y = 740;
    for (const line of lines) {
      const size = line.size ?? 9;
      for (const cell of line.cells) draw(page, cell, y, size, line.bold ? bold : regular);
      y -= size + 4 + (line.gapAfter ?? 0);
    }
    const foot = `Page ${index + 1} of ${pages.length}`;
    draw(page, { text: foot, right: 562 }, 40, 8, regular);
  });
  doc.setCreator("lib/statements/figures/testing (synthetic statement)");
  return Buffer.from(await doc.save());
}

function draw(page: PDFPage, cell: Cell, y: number, size: number, font: PDFFont): void {
  const x = "left" in cell ? cell.left : cell.right - font.widthOfTextAtSize(cell.text, size);
  page.drawText(cell.text, { x, y, size, font });
}

/** Cents as a statement prints them: "31,402.18", "-8.19". */
export const money = (cents: number, { dollar = false } = {}): string => {
  const text = (Math.abs(cents) / 100).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${cents < 0 ? "-" : ""}${dollar ? "$" : ""}${text}`;
};

export const count = (n: number): string => n.toLocaleString("en-US");
