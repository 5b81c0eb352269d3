import fc from "fast-check";
import { exportTables, toCsv, toXlsx, type FixtureTable } from "../testing/export-fixtures";
import type { FixtureCell } from "../testing/exports/table";
import { readExport } from ".";

// Columns an export did not have: names no reader knows, cells with delimiters, quotes, line breaks.
const noise = fc.string({
  unit: fc.constantFrom("a", "Z", " ", ",", ";", "|", "\t", '"', "\n", "\r\n", "$", "("),
  maxLength: 10,
});
const extraColumns = fc.array(
  fc.record({
    at: fc.nat(),
    name: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,8}$/),
    values: fc.array(noise, { maxLength: 200 }),
  }),
  { maxLength: 3 },
);

/** The table with its columns in `order` and `extras` inserted, every row alike. */
function rearranged(
  table: FixtureTable,
  order: number[],
  extras: { at: number; name: string; values: string[] }[],
) {
  const place = <T>(row: T[], extra: (i: number) => T) => {
    const cells = order.map((i) => row[i] as T);
    extras.forEach((each, i) => cells.splice(each.at % (cells.length + 1), 0, extra(i)));
    return cells;
  };
  return {
    header: place(table.header, (i) => `Extra ${i} ${extras[i]!.name}`),
    rows: table.rows.map((row, r) =>
      place<FixtureCell>(
        row,
        (i) => extras[i]!.values[r % Math.max(1, extras[i]!.values.length)] ?? "",
      ),
    ),
  };
}

const permutation = (length: number) =>
  fc.shuffledSubarray([...Array(length).keys()], { minLength: length, maxLength: length });

describe.each(exportTables().map(({ name, table }) => [name, table] as const))("%s", (_, table) => {
  it("reads the same figures whatever the column order, extra columns, delimiter, line breaks, BOM or quoting", async () => {
    const baseline = await readExport(toCsv(table), "csv");
    expect(baseline.read).toBe(true);
    await fc.assert(
      fc.asyncProperty(
        permutation(table.header.length),
        extraColumns,
        fc.record({
          delimiter: fc.constantFrom(",", ";", "\t", "|"),
          lineBreak: fc.constantFrom("\n", "\r\n"),
          byteOrderMark: fc.boolean(),
          quoteAll: fc.boolean(),
        }),
        async (order, extras, options) => {
          const csv = toCsv(rearranged(table, order, extras), options);
          expect(await readExport(csv, "csv")).toEqual(baseline);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it("reads the same figures from the XLSX whatever the column order and extra columns", async () => {
    const baseline = await readExport(toXlsx(table), "xlsx");
    expect(baseline.read).toBe(true);
    await fc.assert(
      fc.asyncProperty(permutation(table.header.length), extraColumns, async (order, extras) => {
        expect(await readExport(toXlsx(rearranged(table, order, extras)), "xlsx")).toEqual(
          baseline,
        );
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
