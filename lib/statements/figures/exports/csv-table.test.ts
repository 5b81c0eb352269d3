import { readCsv } from "./csv-table";
import type { Cell, TableSink } from "./row";
import { figuresOfCsv } from "./testing/read-text";

type Collected = TableSink & { wanted?: boolean[]; rows: [number, Cell[]][] };

/** The rows a CSV gives, with `wanted` columns only once its (first) row has passed. */
function rowsOf(text: string | Buffer, wanted?: boolean[]): [number, Cell[]][] {
  const collect = (): Collected => {
    const sink: Collected = {
      headerFound: true,
      rows: [],
      row(cells, number) {
        sink.rows.push([number, [...cells]]);
        sink.wanted = wanted;
        return true;
      },
    };
    return sink;
  };
  return readCsv(Buffer.isBuffer(text) ? text : Buffer.from(text), collect)?.rows ?? [];
}

describe("reading a CSV export's rows", () => {
  it("numbers rows as a spreadsheet does: a quoted line break stays in its cell, a blank line is a row", () => {
    expect(rowsOf('a,b\r\n"1\n2",x\r\n\r\n3,"say ""hi"""\r\n')).toEqual([
      [1, ["a", "b"]],
      [2, ["1\n2", "x"]],
      [3, [""]],
      [4, ["3", 'say "hi"']],
    ]);
  });

  it("decodes Windows-1252 and drops UTF-8's byte-order mark", () => {
    expect(rowsOf(Buffer.from("Caf\xe9,Jos\xe9\n", "latin1"))).toEqual([[1, ["Café", "José"]]]);
    expect(rowsOf(Buffer.from("\ufeffDate,Fee\n", "utf8"))).toEqual([[1, ["Date", "Fee"]]]);
  });

  it("makes text of the columns the reader uses only, and no wider", () => {
    expect(rowsOf("a,b,c\n1,2,3\n4,5,6\n", [false, true])).toEqual([
      [1, ["a", "b", "c"]],
      [2, ["", "2"]],
      [3, ["", "5"]],
    ]);
  });

  it("reads no further than Excel's 16,384 columns", () => {
    const [[, cells]] = rowsOf(`${",".repeat(100_000)}x\n`) as [[number, Cell[]]];
    expect(cells).toHaveLength(16_384);
  });

  it("cuts a cell at Excel's 32,767 characters", () => {
    const [[, [cell]]] = rowsOf(`${"x".repeat(40_000)},1\n`) as [[number, Cell[]]];
    expect(String(cell)).toHaveLength(32_767);
  });
});

describe("splitting an export as Excel would", () => {
  const shopify = [
    "Transaction Date,Type,Payout Status,Amount,Fee,Net",
    "2026-05-01 10:00:00 -0500,charge,paid,1149.00,33.62,1115.38",
  ];

  it("finds the header below a title line", async () => {
    const figures = await figuresOfCsv(["Transactions for May 2026", "", ...shopify]);
    expect(figures.grossSales).toMatchObject({ value: 114_900, source: { first: 4, last: 4 } });
  });

  it("with semicolons and decimal commas, where a comma also splits the rows", async () => {
    const european = [
      "Transaction Date;Type;Payout Status;Amount;Fee;Net",
      "2026-05-01 10:00:00 -0500;charge;paid;1.149,00;33,62;1.115,38",
      "2026-05-02 10:00:00 -0500;charge;paid;10,00;0,59;9,41",
    ];
    const figures = await figuresOfCsv(european);
    expect(figures.grossSales).toMatchObject({ value: 115_900, confirmed: true });
    expect(figures.totalFees).toMatchObject({ value: 3_421, confirmed: true });
  });

  it("with tabs and pipes", async () => {
    for (const delimiter of ["\t", "|"]) {
      const figures = await figuresOfCsv(shopify.map((line) => line.replaceAll(",", delimiter)));
      expect(figures.grossSales?.value).toBe(114_900);
    }
  });
});
