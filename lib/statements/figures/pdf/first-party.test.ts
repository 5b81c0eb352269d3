import { firstPartyStatement } from "../testing/first-party-fixture";
import { pdfLine, pdfReader } from "../testing/pdf-reader";

// The acquirer's "card processing statement", read by pdf.js in a worker thread as the server
// reads it. The fixture's numbers are written out here, not recomputed from the fixture.

const reader = pdfReader();
afterAll(() => reader.close());

const at = pdfLine;

describe("the first-party card processing statement", () => {
  it("reads the summary, the card types and the fees, each from its line, all confirmed", async () => {
    const figures = await reader.figures(firstPartyStatement());
    expect(figures.format).toBe("pdf-first-party");
    expect(figures.period).toEqual({ from: "2026-03-01", to: "2026-03-31", source: at(1, 2) });
    expect(figures.netSales).toEqual({ value: 5_300_053, source: at(1, 6), confirmed: true });
    expect(figures.totalFees).toEqual({ value: 134_170, source: at(1, 10), confirmed: true });
    expect(figures.grossSales).toEqual({ value: 5_343_903, source: at(2, 7), confirmed: true });
    expect(figures.payments).toEqual({ value: 708, source: at(2, 7), confirmed: true });
    expect(figures.brands).toEqual([
      { brand: "visa", volume: 3_140_218, count: 412, source: at(2, 3) },
      { brand: "mastercard", volume: 1_411_862, count: 198, source: at(2, 4) },
      { brand: "discover", volume: 290_533, count: 41, source: at(2, 5) },
      { brand: "amex", volume: 501_290, count: 57, source: at(2, 6) },
    ]);
    expect(figures.feeLines).toHaveLength(13);
    expect(figures.feeLines[0]).toEqual({
      label: "INTERCHANGE CHARGES VISA",
      amount: 56_210,
      source: at(2, 10),
    });
    expect(figures.feeLines.at(-1)).toEqual({
      label: "PCI NON-COMPLIANCE FEE",
      amount: 1_995,
      source: at(2, 22),
    });
    expect(figures.checks.every((check) => check.holds)).toBe(true);
    expect(figures.checks.map((check) => check.rule)).toContain(
      "amount submitted − third party + chargebacks/reversals + adjustments − fees charged = amount processed",
    );
    // $1,341.70 of fees over $53,439.03 of gross card sales.
    expect(figures.effectiveRate?.basis).toBe("gross");
    expect(figures.effectiveRate?.value).toBeCloseTo(2.5107, 4);
  }, 60_000);

  it("flags the marked-up Visa fee, the batch, statement and PCI non-compliance fees", async () => {
    const { flags } = await reader.figures(firstPartyStatement());
    expect(
      flags.map(({ kind, line, amount, source, glossaryId }) => [
        kind,
        line,
        amount,
        source,
        glossaryId,
      ]),
    ).toEqual([
      ["network-fee-markup", "VISA ACQUIRER PROCESSING FEE", 1_030, at(2, 16), "assessments"],
      ["batch-fee", "BATCH FEE", 390, at(2, 20), "batch"],
      ["statement-fee", "STATEMENT FEE", 795, at(2, 21), "monthly"],
      ["pci-non-compliance", "PCI NON-COMPLIANCE FEE", 1_995, at(2, 22), "pci"],
    ]);
    expect(flags[0]?.text).toContain("$0.0195");
    expect(flags[0]?.text).toContain("$0.0250");
  }, 60_000);

  it("reads a 10-page statement the same, with its tables on the last page", async () => {
    const { read, ms } = await reader.read(await firstPartyStatement({ batchPages: 8 }));
    expect(read.read && read.figures.grossSales).toEqual({
      value: 5_343_903,
      source: at(10, 7),
      confirmed: true,
    });
    expect(read.read && read.figures.effectiveRate?.value).toBeCloseTo(2.5107, 4);
    expect(ms).toBeGreaterThan(0);
  }, 60_000);

  it("states no rate when a third party funds some sales and bills their fees elsewhere", async () => {
    const figures = await reader.figures(firstPartyStatement({ thirdParty: 487_290 }));
    expect(figures.netSales?.confirmed).toBe(true);
    expect(figures.totalFees?.confirmed).toBe(true);
    expect(figures.effectiveRate).toBeUndefined();
  }, 60_000);

  it("confirms a two-month statement's figures but states no rate for it", async () => {
    const figures = await reader.figures(firstPartyStatement({ period: ["01/01/26", "02/28/26"] }));
    expect(figures.period).toMatchObject({ from: "2026-01-01", to: "2026-02-28" });
    expect(figures.totalFees?.confirmed).toBe(true);
    expect(figures.effectiveRate).toBeUndefined();
  }, 60_000);
});
