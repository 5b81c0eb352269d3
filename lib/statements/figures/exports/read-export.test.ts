import { inspectCsv } from "../../csv";
import { inspectXlsx } from "../../xlsx";
import { exportFixtures, type ExportFixture } from "../testing/export-fixtures";
import type { StatementFigures } from "../types";
import { readExport } from ".";
import { readCsv } from "./csv-table";
import { exportFormats } from "./formats";
import { ExportReader } from "./reader";

const fixtures = exportFixtures();
const each = fixtures.map((fixture) => [fixture.name, fixture] as const);

async function figuresOf(fixture: ExportFixture): Promise<StatementFigures> {
  const read = await readExport(fixture.bytes, fixture.kind);
  if (!read.read) throw new Error(`${fixture.name} not read: ${read.reason}`);
  return read.figures;
}

describe("readExport on the synthetic exports", () => {
  it.each(each)("%s passes the upload's safety check", async (_, fixture) => {
    const check = fixture.kind === "csv" ? inspectCsv : inspectXlsx;
    expect(await check(fixture.bytes)).toMatchObject({ ok: true, kind: fixture.kind });
  });

  it.each(each)("%s: the figures it was made with, confirmed or not", async (_, fixture) => {
    const figures = await figuresOf(fixture);
    const { expected } = fixture;
    expect(figures.format).toBe(fixture.format);
    expect(figures.period).toMatchObject(expected.period);
    expect(figures.grossSales).toMatchObject({
      value: expected.grossSales,
      confirmed: expected.salesConfirmed,
    });
    expect(figures.netSales).toMatchObject({
      value: expected.netSales,
      confirmed: expected.salesConfirmed,
    });
    expect(figures.payments).toMatchObject({
      value: expected.payments,
      confirmed: expected.salesConfirmed,
    });
    if (expected.totalFees === undefined) expect(figures.totalFees).toBeUndefined();
    else
      expect(figures.totalFees).toMatchObject({
        value: expected.totalFees,
        confirmed: expected.feesConfirmed,
      });
    const feeLines = Object.fromEntries(figures.feeLines.map((line) => [line.label, line.amount]));
    expect(feeLines).toEqual(expected.feeLines ?? {});
    const brands = figures.brands.map(({ brand, volume, count }) => [brand, { volume, count }]);
    expect(Object.fromEntries(brands)).toEqual(expected.brands ?? {});
    expect(figures.effectiveRate).toEqual(
      expected.effectiveRate === undefined
        ? undefined
        : { value: expected.effectiveRate, basis: "gross" },
    );
  });

  it.each(each)(
    "%s: each figure's rows, which count what the figure counts",
    async (_, fixture) => {
      const figures = await figuresOf(fixture);
      const sheet = fixture.kind === "xlsx" ? { sheet: "Transactions" } : {};
      expect(figures.payments?.source).toMatchObject({
        kind: "rows",
        ...sheet,
        count: figures.payments?.value,
      });
      expect(figures.grossSales?.source).toEqual(figures.payments?.source);
      for (const brand of figures.brands)
        expect(brand.source).toMatchObject({ ...sheet, count: brand.count });
      for (const source of [
        figures.period?.source,
        figures.totalFees?.source,
        ...figures.feeLines.map((l) => l.source),
      ]) {
        if (source)
          expect(source).toMatchObject({ kind: "rows", ...sheet, first: expect.any(Number) });
      }
    },
  );

  it("reads a month's XLSX as its CSV: the same figures from the same rows, the sheet named", async () => {
    for (const csv of fixtures.filter((fixture) => fixture.kind === "csv")) {
      const xlsx = fixtures.find((fixture) => fixture.name === csv.name.replace(/\.csv$/, ".xlsx"));
      if (!xlsx) continue;
      const unsheeted = JSON.parse(
        JSON.stringify(await figuresOf(xlsx)).replaceAll('"sheet":"Transactions",', ""),
      );
      expect(unsheeted).toEqual(await figuresOf(csv));
    }
  });
});

describe("what readExport leaves to the specialist", () => {
  const csv = (text: string) => readExport(Buffer.from(text), "csv");

  it("a table that is no processor export it knows", async () => {
    expect(await csv("Date,Description,Amount\n2026-05-01,Interchange,-12.50\n")).toEqual({
      read: false,
      reason: "unknown-layout",
    });
  });

  it("an export whose header comes after the first 30 rows", async () => {
    const late = `${"Statement notes\n".repeat(30)}Transaction Date,Type,Payout Status,Amount,Fee,Net\n2026-05-01,charge,paid,10.00,0.59,9.41\n`;
    expect(await csv(late)).toEqual({ read: false, reason: "unknown-layout" });
    expect((await csv(late.slice(16))).read).toBe(true);
  });

  it("an export's header with no rows under it, and bytes that are not text", async () => {
    expect(await csv("Transaction Date,Type,Payout Status,Amount,Fee,Net\n")).toMatchObject({
      read: false,
    });
    expect(await readExport(Buffer.from([0xff, 0xfe, 0x00, 0x81]), "csv")).toMatchObject({
      read: false,
    });
    expect(await readExport(Buffer.from("not a zip"), "xlsx")).toMatchObject({ read: false });
  });

  it("more rows than a read may take, as too complex", () => {
    const rows = Array.from(
      { length: 12 },
      (_, i) => `2026-05-${10 + i},charge,paid,10.00,0.59,9.41`,
    );
    const text = Buffer.from(
      ["Transaction Date,Type,Payout Status,Amount,Fee,Net", ...rows].join("\n"),
    );
    const bounded = () =>
      new ExportReader(exportFormats, { limits: { headerRows: 30, maxRows: 10 } });
    expect(readCsv(text, bounded)?.result()).toEqual({ read: false, reason: "too-complex" });
  });

  it("a read past its CPU budget, as too complex", async () => {
    const fixture = fixtures.find((each) => each.name === "square-transactions.csv")!;
    const spent = { over: () => true };
    const reader = () => new ExportReader(exportFormats, { budget: spent });
    expect(readCsv(fixture.bytes, reader)?.result()).toEqual({
      read: false,
      reason: "too-complex",
    });
    expect(await readExport(fixture.bytes, "csv", { budgetMs: 0 })).toMatchObject({ read: false });
    expect(await readExport(fixture.bytes, "csv", { budgetMs: 60_000 })).toMatchObject({
      read: true,
    });
  });
});
