import { pdfFixtures, type PdfFixture } from "../testing/pdf-fixtures";
import { pdfReader } from "../testing/pdf-reader";

// Every synthetic statement `npm run fixtures:statements` writes reads as its manifest says:
// the figures, which of them the file's sums confirm, the rate, the flags, or why it is not read.

const reader = pdfReader();
afterAll(() => reader.close());
let fixtures: PdfFixture[];
beforeAll(async () => {
  fixtures = await pdfFixtures();
}, 60_000);

describe("the PDF statement fixtures", () => {
  it("read as their manifest says", async () => {
    expect(fixtures.map((fixture) => fixture.name)).toContain("first-party-ten-pages.pdf");
    for (const { name, bytes, expected } of fixtures) {
      const { read } = await reader.read(bytes);
      if (!expected.read) {
        expect([name, read]).toEqual([name, { read: false, reason: expected.reason }]);
        continue;
      }
      if (!read.read) throw new Error(`${name} was not read: ${read.reason}`);
      const { figures } = read;
      const known = (key: "grossSales" | "netSales" | "payments" | "totalFees") =>
        figures[key] && { value: figures[key].value, confirmed: figures[key].confirmed };
      expect([name, figures.format, figures.period?.from, figures.period?.to]).toEqual([
        name,
        expected.format,
        expected.period.from,
        expected.period.to,
      ]);
      for (const key of ["grossSales", "netSales", "payments", "totalFees"] as const)
        expect([name, key, known(key)]).toEqual([name, key, expected[key]]);
      expect([name, figures.effectiveRate?.basis]).toEqual([name, expected.effectiveRate?.basis]);
      expect(figures.effectiveRate?.value ?? 0).toBeCloseTo(expected.effectiveRate?.value ?? 0, 9);
      expect([name, figures.flags.map((flag) => flag.kind)]).toEqual([name, expected.flags]);
    }
  }, 120_000);
});
