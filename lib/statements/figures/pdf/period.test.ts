import { periodOf } from "./period";
import type { TextLine } from "./text-lines";

const lines = (...texts: string[]): TextLine[] =>
  texts.map((text, i) => ({
    page: 1,
    line: i + 1,
    y: i * 12,
    text,
    cells: [{ text, x: 0, right: 100 }],
  }));

describe("the statement period", () => {
  it.each([
    ["Statement Period 09/01/12 - 09/30/12", "2012-09-01", "2012-09-30"],
    ["Statement Period: 04/01/2026 - 04/30/2026", "2026-04-01", "2026-04-30"],
    ["Statement Period: 01-Jan-2026 - 31-Jan-2026", "2026-01-01", "2026-01-31"],
    ["Reporting period: March 1, 2026 to March 31, 2026", "2026-03-01", "2026-03-31"],
    ["Processing Period 2026-02-01 through 2026-02-28", "2026-02-01", "2026-02-28"],
    ["Statement Month: February 2024", "2024-02-01", "2024-02-29"],
  ])("reads %s", (text, from, to) => {
    expect(periodOf(lines("Merchant 0042", text))).toEqual({
      from,
      to,
      source: { kind: "pdf", page: 1, line: 2 },
    });
  });

  it("reads dates from the line after a label that stands alone", () => {
    const found = periodOf(
      lines(
        "Merchant Number: 000000000000 Statement Period:",
        "MERCHANT NAME 01-Jan-2026 - 31-Jan-2026",
      ),
    );
    expect(found).toMatchObject({ from: "2026-01-01", to: "2026-01-31", source: { line: 1 } });
  });

  it("finds no period in dates without a label, or dates that do not exist", () => {
    expect(periodOf(lines("03/31/26 BATCH 880100 412.00"))).toBeUndefined();
    expect(periodOf(lines("Statement Period 02/30/26 - 02/31/26"))).toBeUndefined();
  });
});
