import { fieldsOf, valueOf } from "./fields";
import type { TextLine } from "./text-lines";

const line = (...cells: string[]): TextLine => ({
  page: 1,
  line: 1,
  y: 0,
  cells: cells.map((text, i) => ({ text, x: i * 100, right: i * 100 + text.length * 5 })),
  text: cells.join(" "),
});

describe("a statement line's fields", () => {
  it.each([
    ["$1,149.00", "money", 114_900],
    ["-8.19", "money", -819],
    ["(33.62)", "money", -3_362],
    ["1,302.17-", "money", -130_217],
    ["57.09 CR", "money", 5_709],
    ["$412", "money", 41_200],
    ["1,204", "count", 1_204],
    ["0.0250", "price", 0.025],
    ["1.69%", "percent", 1.69],
  ])("reads %s as %s", (text, kind, number) => {
    expect(valueOf(text, 0, 10)).toMatchObject({ kind, number });
  });

  it("takes words as words, dates included", () => {
    for (const text of ["VISA", "03/31/26", "4445-0000", "1.2.3"])
      expect(valueOf(text, 0, 10)).toBeUndefined();
  });

  it("splits a label from the values that follow it, in one cell or in several", () => {
    expect(fieldsOf(line("Fees Charged -8.19"))).toMatchObject({
      label: "Fees Charged",
      values: [{ kind: "money", number: -819 }],
    });
    const fee = fieldsOf(line("03/31/26 AUTHORIZATION FEE", "708", "0.10", "-70.80"));
    expect(fee.label).toBe("03/31/26 AUTHORIZATION FEE");
    expect(fee.values.map((value) => value.kind)).toEqual(["count", "money", "money"]);
  });
});
