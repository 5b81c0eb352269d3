import { inflateSync } from "node:zlib";
import { PDFDocument, PDFRawStream, PDFName } from "pdf-lib";
import { comparisonReference } from "@/content/statement-comparison/reference";
import { computeComparison } from "./compute";
import { comparisonEmailHtml, comparisonEmailText } from "./email";
import { comparisonLetter } from "./letter";
import { comparisonPdf } from "./pdf";
import { workedExample } from "./worked-example";

const figures = computeComparison(workedExample, comparisonReference);
const parties = {
  merchant: { name: "Dana <b>Kowalski</b>", businessName: "Maple & Pine Café" },
  specialist: { name: "Sam Specialist", email: "sam@lakecountrymerchant.example" },
};
const letter = comparisonLetter(figures, parties, "https://www.example.com/");

/** The text a PDF draws: each page's content streams inflated, their hex strings decoded. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const parts: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents ? ("asArray" in contents ? contents.asArray() : [contents]) : [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of("Filter"));
      const raw = filter ? inflateSync(stream.contents) : Buffer.from(stream.contents);
      for (const [, hex] of raw.toString("latin1").matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
        parts.push(Buffer.from(hex ?? "", "hex").toString("latin1"));
      }
    }
  }
  return parts.join("\n");
}

describe("the comparison email", () => {
  const html = comparisonEmailHtml(letter);
  const text = comparisonEmailText(letter);

  it("names every fee with its amount and states the figures to the cent", () => {
    for (const part of [html, text]) {
      for (const [name, amount] of [
        ["Interchange", "$702.00"],
        ["Visa/MC assessments", "$56.00"],
        ["Non-qualified surcharge", "$318.40"],
        ["PCI non-compliance fee", "$39.95"],
        ["Statement fee", "$9.95"],
        ["Batch fee", "$5.00"],
        ["Other fees on the statement", "$105.10"],
      ]) {
        expect(part).toContain(name);
        expect(part).toContain(amount);
      }
      expect(part).toContain("3.09%");
      expect(part).toContain("$1,236.40");
      expect(part).toContain("$922.00");
      expect(part).toContain("$314.40");
      expect(part).toContain("$3,772.80");
    }
  });

  it("states the card-brand mix when the specialist entered it", () => {
    expect(letter.effectiveRate.sentence).toContain(
      "By card brand your sales were Visa 55%, Mastercard 30%, Discover 5% and American Express 10%; 40% were paid by debit card.",
    );
    expect(html).toContain("American Express 10%");
  });

  it("explains a fee in the guide's words and links to the chapter", () => {
    expect(html).toContain("non-compliance fee until it is done");
    expect(html).toContain(
      'href="https://www.example.com/ebook/credit-card-savings#cut-the-fees-you-dont-need"',
    );
  });

  it("escapes everything that came from a person", () => {
    expect(html).toContain("Hello Dana &lt;b&gt;Kowalski&lt;/b&gt;,");
    expect(html).toContain("Maple &amp; Pine Café&#39;s");
    expect(html).not.toContain("<b>Kowalski");
  });

  it("says so plainly when our price would cost more", () => {
    const dear = computeComparison({ ...workedExample, totalFees: 80_000 }, comparisonReference);
    const words = comparisonLetter(dear, parties, "https://www.example.com");
    // $800.00 − $922.00: ours costs $122.00 more a month, $1,464.00 a year.
    expect(words.difference.sentence).toBe(
      "On interchange plus, this month would have cost you $122.00 more ($1,464.00 a year), so what you pay today is a fair deal and we recommend you keep it.",
    );
  });
});

describe("the comparison PDF", () => {
  it("parses with pdf-lib, is US Letter, and carries the same figures", async () => {
    const sentAt = new Date("2026-11-27T15:00:00Z");
    const bytes = await comparisonPdf(letter, sentAt);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe("Your card-processing comparison for October 2026");
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const text = await pdfText(bytes);
    for (const expected of [
      "Interchange",
      "$702.00",
      "PCI non-compliance fee",
      "$39.95",
      "$922.00",
      "$314.40",
      "$3,772.80",
      "3.09%",
    ]) {
      expect(text).toContain(expected);
    }
    if (process.env.COMPARISON_PDF_OUT) {
      const { writeFile } = await import("node:fs/promises");
      await writeFile(process.env.COMPARISON_PDF_OUT, bytes);
    }
  });

  it("writes a minus as a hyphen and unknown characters as ?, which the standard fonts can draw", async () => {
    const dear = computeComparison(
      { ...workedExample, program: "cash-discount", feeLines: [{ name: "Fee ✓", amount: 1 }] },
      comparisonReference,
    );
    const text = await pdfText(
      await comparisonPdf(comparisonLetter(dear, parties, "https://x.example"), new Date(0)),
    );
    expect(text).toContain("-$1,000.00");
    expect(text).toContain("Fee ?");
  });
});
