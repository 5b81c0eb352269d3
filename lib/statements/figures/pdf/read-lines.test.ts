import fc from "fast-check";
import { readLines } from "./index";
import { linesOf, type PlacedRun, type TextLine } from "./text-lines";

// The reading after pdf.js: whatever text a file holds, it answers, and in work that grows with
// the text, not its square (the file's CPU deadline would otherwise refuse a statement).

const line = (page: number, n: number, texts: string[]): TextLine => {
  const cells = texts.map((text, i) => ({ text, x: 50 + i * 120, right: 150 + i * 120 }));
  return { page, line: n, y: n * 12, cells, text: texts.join(" ") };
};

describe("reading a statement's lines", () => {
  it("answers any text: figures only its own sums confirm, or a reason", () => {
    const cell = fc.oneof(
      fc.constantFrom(
        "Total Fees",
        "Fees Charged",
        "Total Amount You Submitted",
        "QUALIFIED",
        "Card Type",
        "Items",
        "Gross Sales",
        "Total",
        "MC NABU FEE",
        "Statement Period",
      ),
      fc.constantFrom(
        "$1,149.00",
        "-8.19",
        "(33.62)",
        "412",
        "0.0250",
        "1.69%",
        "03/01/26 - 03/31/26",
      ),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 7 }), { maxLength: 60 }),
        (rows) => {
          const read = readLines(
            rows.map((texts, i) => line(1 + Math.floor(i / 30), (i % 30) + 1, texts)),
          );
          if (!read.read) return expect(["image", "unknown-layout"]).toContain(read.reason);
          const { totalFees, effectiveRate, checks } = read.figures;
          if (effectiveRate) expect(totalFees?.confirmed).toBe(true);
          if (read.figures.format === "pdf-general") expect(checks).toEqual([]);
        },
      ),
      { numRuns: 300, seed: 45 },
    );
  });

  it("reads 60,000 runs built to be slow within a fraction of its budget", () => {
    const runs: PlacedRun[] = [];
    for (let i = 0; i < 60_000; i++) {
      const y = Math.floor(i / 40) * 10;
      const text = i % 40 === 0 ? "pci pci pci Card Type Items Gross" : i % 7 ? "pci " : "1,149.00";
      runs.push({
        text: text.repeat(i % 40 === 1 ? 500 : 1),
        x: (i % 40) * 3,
        y,
        width: 2.5,
        size: 9,
      });
    }
    const cpuMs = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;
    const started = cpuMs();
    const lines = linesOf(runs, 1);
    expect(lines.every((l) => l.cells.every((cell) => cell.text.length <= 200))).toBe(true);
    expect(readLines(lines)).toBeDefined();
    // About 0.25 s of CPU; quadratic work on this text would take minutes.
    expect(cpuMs() - started).toBeLessThan(5_000);
  });
});
