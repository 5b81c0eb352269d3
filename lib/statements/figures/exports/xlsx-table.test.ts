import * as XLSX from "@e965/xlsx";
import fc from "fast-check";
import { inspectXlsx } from "../../xlsx";
import { workbookOf } from "../testing/export-fixtures";
import { readExport } from ".";
import type { Cell, TableSink } from "./row";
import { handWorkbook } from "./testing/workbook";
import { readXlsx } from "./xlsx-table";

/** Every row a workbook's first sheet gives, as the export reader would be handed them. */
async function rowsOf(bytes: Buffer): Promise<[number, Cell[]][]> {
  const rows: [number, Cell[]][] = [];
  const sink: TableSink = {
    headerFound: true,
    row: (cells, number) => rows.push([number, [...cells]]) > 0,
  };
  expect(await readXlsx(bytes, () => sink)).toBe(sink);
  return rows;
}

const inline = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

describe("reading a workbook's cells", () => {
  it("reads inline strings, formula text, numbers and booleans, each in its column", async () => {
    const rows = await rowsOf(
      handWorkbook({
        sheets: [
          {
            name: "Export",
            rows:
              `<row r="1">${inline("A1", "Date")}${inline("C1", "Amount")}</row>` +
              `<row r="3"><c r="A3" t="str"><f>TEXT(1,"0")</f><v>2026-05-01</v></c><c r="C3"><v>1149.5</v></c><c r="D3" t="b"><v>1</v></c></row>` +
              // Cells without a reference follow the one before; a row without one follows too.
              `<row><c><v>7</v></c><c t="inlineStr"><is><t>x &amp; y</t></is></c></row>`,
          },
        ],
      }),
    );
    expect(rows).toEqual([
      [1, ["Date", "", "Amount"]],
      [3, ["2026-05-01", "", 1149.5, "1"]],
      [4, [7, "x & y"]],
    ]);
  });

  it("joins a shared string's rich-text runs, leaving out its phonetic guide, and undoes _x escapes", async () => {
    const strings =
      "<si><t>Fee</t></si>" +
      '<si><r><t>Card </t></r><r><rPr><b/></rPr><t xml:space="preserve">Brand</t></r><rPh sb="0" eb="1"><t>カード</t></rPh></si>' +
      "<si><t>Tab_x0009_Name_x005F_x0041_</t></si>";
    const rows = await rowsOf(
      handWorkbook({
        sheets: [
          {
            name: "S",
            rows: '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>9</v></c></row>',
          },
        ],
        strings,
      }),
    );
    expect(rows).toEqual([[1, ["Fee", "Card Brand", "Tab\tName_x0041_", ""]]]);
  });

  it("reads prefixed element names and targets written from the package's root", async () => {
    const rows = await rowsOf(
      handWorkbook({
        sheets: [{ name: "S", rows: '<x:row r="2"><x:c r="B2"><x:v>3</x:v></x:c></x:row>' }],
        prefix: "x",
        absoluteTargets: true,
      }),
    );
    expect(rows).toEqual([[2, ["", 3]]]);
  });

  it("reads the cells SheetJS reads, whatever text and numbers they hold", async () => {
    const cell = fc.oneof(
      fc.string({ unit: "grapheme", maxLength: 12 }),
      fc.string({ unit: "binary", maxLength: 6 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.integer(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 8 }),
        async (table) => {
          const rows = table.map((row) => row.map((each) => (Object.is(each, -0) ? 0 : each)));
          const bytes = workbookOf(rows);
          const book = XLSX.read(bytes, { type: "buffer" });
          const reference = XLSX.utils.sheet_to_json<Cell[]>(book.Sheets[book.SheetNames[0]!]!, {
            header: 1,
            raw: true,
            defval: "",
            blankrows: true,
          });
          const ours = (await rowsOf(bytes)).map(([, cells]) => cells);
          expect(ours.map(trimEnd)).toEqual(reference.map(trimEnd));
        },
      ),
      { numRuns: 25 },
    );
  }, 60_000);
});

describe("reading an export saved as XLSX", () => {
  const header = ["Transaction Date", "Type", "Payout Status", "Amount", "Fee", "Net"]
    .map((name, i) => inline(`${"ABCDEF"[i]}1`, name))
    .join("");

  it("finds the export on the first sheet that has its header row, past a summary sheet", async () => {
    const summary = {
      name: "Summary",
      rows: `<row r="1">${inline("A1", "Payouts for May")}</row>`,
    };
    const sheet = {
      name: "Transactions",
      rows: `<row r="1">${header}</row><row r="2">${inline("A2", "2026-05-02 10:00:00 -0500")}${inline("B2", "charge")}${inline("C2", "paid")}<c r="D2"><v>100</v></c><c r="E2"><v>3.2</v></c><c r="F2"><v>96.8</v></c></row>`,
    };
    const bytes = handWorkbook({ sheets: [summary, sheet] });
    expect(await inspectXlsx(bytes)).toMatchObject({ ok: true });
    const read = await readExport(bytes, "xlsx");
    expect(read).toMatchObject({
      read: true,
      figures: {
        grossSales: {
          value: 10_000,
          confirmed: true,
          source: { sheet: "Transactions", column: "Amount", first: 2, last: 2 },
        },
      },
    });
  });

  it("reads dates as serials in the 1900 and the 1904 date systems", async () => {
    const row = (serial: number) =>
      `<row r="1">${header}</row><row r="2"><c r="A2" s="1"><v>${serial}</v></c>${inline("B2", "charge")}${inline("C2", "paid")}<c r="D2"><v>10</v></c><c r="E2"><v>0.59</v></c><c r="F2"><v>9.41</v></c></row>`;
    const period = async (bytes: Buffer) => {
      const read = await readExport(bytes, "xlsx");
      return read.read ? read.figures.period : undefined;
    };
    expect(
      await period(handWorkbook({ sheets: [{ name: "S", rows: row(46143.6) }] })),
    ).toMatchObject({ from: "2026-05-01" });
    expect(
      await period(handWorkbook({ sheets: [{ name: "S", rows: row(44681) }], date1904: true })),
    ).toMatchObject({ from: "2026-05-01" });
  });

  it("leaves a workbook without a known header to the specialist", async () => {
    const bytes = handWorkbook({
      sheets: [
        { name: "S", rows: `<row r="1">${inline("A1", "Date")}${inline("B1", "Amount")}</row>` },
      ],
    });
    expect(await readExport(bytes, "xlsx")).toEqual({ read: false, reason: "unknown-layout" });
  });
});

const trimEnd = (row: readonly Cell[]) => {
  const cells = [...row];
  while (cells.length && cells.at(-1) === "") cells.pop();
  return cells;
};
