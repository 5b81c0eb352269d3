import fc from "fast-check";
import { linesOf, type PlacedRun } from "./text-lines";

const run = (text: string, x: number, y: number, size = 9): PlacedRun => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  size,
});

describe("lines from positioned text", () => {
  it("groups runs by height, top to bottom, and numbers the lines from 1", () => {
    const lines = linesOf(
      [
        run("Fees Charged", 50, 120),
        run("-8.19", 380, 120.6),
        run("Total Amount You Submitted", 50, 100),
        run("$524.02", 370, 100),
      ],
      1,
    );
    expect(lines.map((line) => [line.line, line.cells.map((cell) => cell.text)])).toEqual([
      [1, ["Total Amount You Submitted", "$524.02"]],
      [2, ["Fees Charged", "-8.19"]],
    ]);
  });

  it("joins runs drawn a word or a glyph at a time into one cell, and splits at column gaps", () => {
    const glyphs = [..."VISA"].map((c, i) => run(c, 50 + i * 4.5, 200));
    const words = [run("ACQUIRER", 72, 200), run("FEE", 115, 200)];
    const [line] = linesOf([...glyphs, ...words, run("1,030", 400, 200)], 2);
    expect(line?.cells.map((cell) => cell.text)).toEqual(["VISA ACQUIRER FEE", "1,030"]);
    expect(line?.text).toBe("VISA ACQUIRER FEE 1,030");
  });

  it("skips runs of spaces, and reads the same lines whatever order the runs come in", () => {
    const runs = [
      run("Total Fees", 50, 300),
      run("   ", 120, 300),
      run("$912.49", 500, 300),
      run("Statement Period", 50, 80),
      run("04/01/26 - 04/30/26", 420, 80),
      run("Plan Code", 50, 150, 7),
      run("Gross Sales", 300, 150.4, 7),
    ];
    const expected = linesOf(runs, 1);
    expect(expected.map((line) => line.text)).toEqual([
      "Statement Period 04/01/26 - 04/30/26",
      "Plan Code Gross Sales",
      "Total Fees $912.49",
    ]);
    fc.assert(
      fc.property(fc.shuffledSubarray(runs, { minLength: runs.length }), (shuffled) => {
        expect(linesOf(shuffled, 1)).toEqual(expected);
      }),
    );
  });
});
