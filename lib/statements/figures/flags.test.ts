import { feeFlags, type PricedFeeLine } from "./flags";

const source = (line: number) => ({ kind: "pdf" as const, page: 2, line });
const fee = (label: string, amount: number, line: number, more: Partial<PricedFeeLine> = {}) => ({
  label,
  amount,
  source: source(line),
  ...more,
});
const kinds = (lines: PricedFeeLine[]) => feeFlags(lines).map((flag) => flag.kind);

describe("fee flags", () => {
  it("names each kind of fee worth questioning, with its line, amount and glossary entry", () => {
    const flags = feeFlags([
      fee("PCI NON-COMPLIANCE FEE", 1_995, 1),
      fee("MONTHLY MINIMUM", 2_500, 2),
      fee("STATEMENT FEE", 795, 3),
      fee("BATCH FEE", 390, 4, { count: 26, perItemDollars: 0.15 }),
      fee("ANNUAL FEE", 7_900, 5),
      fee("INTERCHANGE CHARGES VISA", 56_210, 6),
    ]);
    expect(
      flags.map(({ kind, line, amount, source, glossaryId }) => [
        kind,
        line,
        amount,
        source,
        glossaryId,
      ]),
    ).toEqual([
      ["pci-non-compliance", "PCI NON-COMPLIANCE FEE", 1_995, source(1), "pci"],
      ["monthly-minimum", "MONTHLY MINIMUM", 2_500, source(2), "monthly"],
      ["statement-fee", "STATEMENT FEE", 795, source(3), "monthly"],
      ["batch-fee", "BATCH FEE", 390, source(4), "batch"],
      ["annual-fee", "ANNUAL FEE", 7_900, source(5), "annual"],
    ]);
    for (const flag of flags) expect(flag.text).toMatch(/^[A-Z].{30,}\.$/);
  });

  it("tells a PCI compliance program fee from a non-compliance fee", () => {
    expect(kinds([fee("PCI COMPLIANCE FEE", 1_995, 1)])).toEqual([]);
    expect(kinds([fee("PCI NON-VALIDATION FEE", 1_995, 1)])).toEqual(["pci-non-compliance"]);
  });

  it("flags tiered pricing once, at the first mid- or non-qualified line", () => {
    const flags = feeFlags([
      fee("QUALIFIED", 38_888, 3),
      fee("MID-QUALIFIED", 14_691, 4),
      fee("NON-QUALIFIED", 12_591, 5),
    ]);
    expect(flags.map((flag) => [flag.kind, flag.line])).toEqual([
      ["tiered-pricing", "MID-QUALIFIED"],
    ]);
    expect(kinds([fee("VS M-QUAL CREDIT", 100, 1)])).toEqual(["tiered-pricing"]);
  });

  it("flags a network fee billed above the published rate, by its price or by amount over count", () => {
    expect(
      kinds([fee("VISA ACQUIRER PROCESSING FEE", 1_030, 1, { count: 412, perItemDollars: 0.025 })]),
    ).toEqual(["network-fee-markup"]);
    expect(kinds([fee("MC NABU FEE", 1_000, 1, { count: 400 })])).toEqual(["network-fee-markup"]);
    // At the published rate, and with a cent of rounding: nothing.
    expect(
      kinds([fee("VISA ACQUIRER PROCESSING FEE", 804, 1, { count: 412, perItemDollars: 0.0195 })]),
    ).toEqual([]);
    expect(kinds([fee("MC NABU FEE", 781, 1, { count: 400 })])).toEqual([]);
    // Without a count or a price there is nothing to compare.
    expect(kinds([fee("MC NABU FEE", 1_000, 1)])).toEqual([]);
  });

  it("holds Visa's debit fee to the debit rate and Mastercard's foreign-card fee to its own", () => {
    const debit = fee("VISA ACQUIRER PROCESSING FEE DEBIT", 0, 1, { perItemDollars: 0.0195 });
    expect(kinds([debit])).toEqual(["network-fee-markup"]);
    const foreign = fee("MC NABU FEE INTERNATIONAL", 0, 1, { perItemDollars: 0.0295 });
    expect(kinds([foreign])).toEqual([]);
    const text = feeFlags([debit])[0]?.text;
    expect(text).toBe(
      "Visa's acquirer processing fee on debit cards is $0.0155 a payment; this line bills $0.0195. The difference goes to the processor, not the card network.",
    );
  });
});
