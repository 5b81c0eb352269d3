import { PDFDocument } from "pdf-lib";
import { chapters, ebookMeta } from "@/content/collateral/credit-card-savings";
import { ebookPdf } from "./ebook-pdf";

describe("ebookPdf", () => {
  it("typesets a US Letter PDF with a cover, a contents page and every chapter", async () => {
    const bytes = await ebookPdf("https://www.example.com");
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(ebookMeta.title);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(chapters.length + 2);
    for (const page of doc.getPages()) {
      expect(page.getSize()).toEqual({ width: 612, height: 792 });
    }
  });

  it("produces the same bytes on every build", async () => {
    const [first, second] = await Promise.all([
      ebookPdf("https://www.example.com"),
      ebookPdf("https://www.example.com"),
    ]);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
  });
});
