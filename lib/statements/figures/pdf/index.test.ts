import fc from "fast-check";
import { firstPartyStatement } from "../testing/first-party-fixture";
import { generalStatement, imageOnlyStatement } from "../testing/general-fixture";
import { typeset, row } from "../testing/pdf-layout";
import { pdfLine, pdfReader } from "../testing/pdf-reader";
import { tieredStatement } from "../testing/tiered-fixture";

// readPdfFigures as the worker runs it: pdf.js loaded without a native canvas and silent, files
// with no text or no known totals left to the specialist, and bounds that end a read early.

const reader = pdfReader();
afterAll(() => reader.close());
const at = pdfLine;

describe("readPdfFigures", () => {
  it("reads labelled totals of an unknown layout, and confirms none of them", async () => {
    const { read } = await reader.read(await generalStatement());
    expect(read.read).toBe(true);
    if (!read.read) return;
    const { figures } = read;
    expect(figures.format).toBe("pdf-general");
    expect(figures.period).toEqual({ from: "2026-03-01", to: "2026-03-31", source: at(1, 3) });
    expect(figures.grossSales).toEqual({ value: 1_240_000, source: at(1, 5), confirmed: false });
    expect(figures.payments).toEqual({ value: 240, source: at(1, 6), confirmed: false });
    expect(figures.totalFees).toEqual({ value: 38_912, source: at(1, 7), confirmed: false });
    expect(figures.effectiveRate).toBeUndefined();
    expect(figures.flags).toEqual([
      expect.objectContaining({
        kind: "monthly-minimum",
        line: "Monthly minimum fee",
        amount: 2_500,
        source: at(1, 9),
      }),
    ]);
  }, 60_000);

  it("leaves a PDF that is only an image to the specialist", async () => {
    expect((await reader.read(await imageOnlyStatement())).read).toEqual({
      read: false,
      reason: "image",
    });
  }, 60_000);

  it("answers an unknown layout for text with no totals, and for a file pdf.js cannot open", async () => {
    const letter = await typeset([
      [row(50, "Dear merchant, thank you for your business this year.", [], [])],
    ]);
    expect((await reader.read(letter)).read).toEqual({ read: false, reason: "unknown-layout" });
    const damaged = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
    expect((await reader.read(damaged)).read).toEqual({ read: false, reason: "unknown-layout" });
  }, 60_000);

  it("leaves a file past its page count, its text runs or its CPU budget as too complex", async () => {
    const ten = await firstPartyStatement({ batchPages: 8 });
    const tooComplex = { read: false, reason: "too-complex" };
    expect((await reader.read(ten, { maxPages: 9 })).read).toEqual(tooComplex);
    expect((await reader.read(ten, { maxRuns: 200 })).read).toEqual(tooComplex);
    expect((await reader.read(ten, { budgetMs: -1 })).read).toEqual(tooComplex);
    expect((await reader.read(ten, { maxPages: 10 })).read).toMatchObject({ read: true });
  }, 60_000);

  it("loads pdf.js with no native canvas and prints nothing", async () => {
    const { native } = await reader.read(await tieredStatement());
    expect(native).toEqual([]);
    expect(reader.output.join("")).toBe("");
  }, 60_000);

  it("answers every damaged copy of a statement with figures or a reason, never a fault", async () => {
    const bytes = await tieredStatement();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(bytes.length - 1), fc.nat(255)), { minLength: 1, maxLength: 40 }),
        async (edits) => {
          const copy = Buffer.from(bytes);
          for (const [offset, value] of edits) copy[offset] = value;
          const { read } = await reader.read(copy);
          expect(typeof read.read).toBe("boolean");
          if (!read.read) return;
          // Whatever survives, nothing is confirmed that the file's own sums do not hold.
          const { totalFees, feeLines, effectiveRate, grossSales, netSales } = read.figures;
          if (totalFees?.confirmed) {
            const sum = feeLines.reduce((cents, line) => cents + line.amount, 0);
            expect(Math.abs(sum - totalFees.value)).toBeLessThanOrEqual(1);
          }
          if (effectiveRate) {
            expect(totalFees?.confirmed).toBe(true);
            expect(grossSales?.confirmed || netSales?.confirmed).toBe(true);
          }
        },
      ),
      { numRuns: 40, seed: 45 },
    );
  }, 120_000);
});
