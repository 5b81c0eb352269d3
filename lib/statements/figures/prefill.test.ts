import { comparisonInputs } from "@/lib/comparison/inputs";
import { comparisonPrefill } from "./prefill";
import type { FileRead } from "./store";
import { confirmedRead, unconfirmedRead } from "./testing/sample-reads";
import type { StatementRead } from "./types";

const file = (read: StatementRead | null, name = "october.pdf"): FileRead => ({
  position: 1,
  name,
  mediaType: "application/pdf",
  read,
});

describe("the comparison builder's start from a statement's figures", () => {
  it("takes the confirmed figures and named fee lines, each with where it was read", () => {
    const prefill = comparisonPrefill([
      file({ read: false, reason: "image" }, "p.jpg"),
      file(confirmedRead),
    ]);
    expect(prefill).toEqual({
      file: "october.pdf",
      defaults: {
        month: "2026-10",
        volume: 4_821_055,
        count: 1_212,
        totalFees: 123_640,
        feeLines: [
          { name: "Interchange charges", amount: 84_215 },
          { name: "Service charges", amount: 37_430 },
          { name: "PCI non-compliance fee", amount: 1_995 },
        ],
      },
      read: {
        month: "page 1, line 3",
        volume: "page 1, line 12",
        count: "page 1, line 13",
        totalFees: "page 1, line 30",
        "feeLine:0": "page 1, line 24",
        "feeLine:1": "page 1, line 25",
        "feeLine:2": "page 1, line 27",
      },
    });
    // What it starts from passes the builder's own checks, once a program is picked.
    expect(comparisonInputs.safeParse({ ...prefill!.defaults, program: "flat-rate" }).success).toBe(
      true,
    );
  });

  it("leaves out what the file's sums do not confirm: unconfirmed fees bring no fee lines", () => {
    const prefill = comparisonPrefill([file(unconfirmedRead)]);
    expect(prefill?.defaults).toEqual({ month: "2026-10", volume: 4_821_055, count: 1_212 });
    expect(Object.keys(prefill?.read ?? {})).toEqual(["month", "volume", "count"]);
  });

  it("gives no month for a statement covering two, and nothing for files not read", () => {
    const twoMonths = structuredClone(confirmedRead);
    if (twoMonths.read)
      twoMonths.figures.period = { ...twoMonths.figures.period!, to: "2026-11-15" };
    expect(comparisonPrefill([file(twoMonths)])?.defaults.month).toBeUndefined();
    expect(
      comparisonPrefill([file(null), file({ read: false, reason: "unknown-layout" })]),
    ).toBeNull();
  });

  it("puts the smallest fee lines under one line past the builder's thirty", () => {
    const many = structuredClone(confirmedRead);
    if (!many.read) throw new Error("sample");
    const source = { kind: "pdf" as const, page: 2, line: 1 };
    many.figures.feeLines = Array.from({ length: 40 }, (_, n) => ({
      label: `Fee ${n}`,
      amount: 100 + n,
      source,
    }));
    many.figures.totalFees = { value: 40 * 100 + 780, source, confirmed: true };
    const lines = comparisonPrefill([file(many)])!.defaults.feeLines!;
    expect(lines).toHaveLength(30);
    expect(lines.at(-1)).toEqual({ name: "Other fees (11 lines)", amount: 11 * 100 + 55 });
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(4_780);
  });
});
