import * as XLSX from "@e965/xlsx";
import { zipOf } from "../../../testing/zip-files";
import type { CardBrand } from "../../types";

/** A cell of a synthetic export: text as the processor writes it, or money or a date with it. */
export type FixtureCell = string | { cents: number; text: string } | { date: string; text: string };

/** What a fixture's reader must find, computed from the made-up sales, never by the reader. */
export type Expected = {
  period: { from: string; to: string };
  grossSales: number;
  netSales: number;
  payments: number;
  /** Absent when the export has no fee column. */
  totalFees?: number;
  feeLines?: Record<string, number>;
  brands?: Partial<Record<CardBrand, { volume: number; count: number }>>;
  salesConfirmed: boolean;
  feesConfirmed: boolean;
  /** Fees over gross card sales as a percentage (2.87 for 2.87%), when the reader may state it. */
  effectiveRate?: number;
  /** Why the figures are confirmed or not, in a sentence. */
  why: string;
};

/** A synthetic export: its header and rows, and the figures they hold. */
export type FixtureTable = { header: string[]; rows: FixtureCell[][]; expected: Expected };

export type CsvOptions = {
  delimiter?: string;
  lineBreak?: string;
  byteOrderMark?: boolean;
  quoteAll?: boolean;
};

/** The table as a CSV file, quoted as RFC 4180 asks (or every field, with `quoteAll`). */
export function toCsv(
  table: Pick<FixtureTable, "header" | "rows">,
  { delimiter = ",", lineBreak = "\n", byteOrderMark = false, quoteAll = false }: CsvOptions = {},
): Buffer {
  const field = (cell: FixtureCell) => {
    const text = typeof cell === "string" ? cell : cell.text;
    const needs = quoteAll || text.includes(delimiter) || /["\r\n]/.test(text);
    return needs ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [table.header, ...table.rows].map((row) => row.map(field).join(delimiter));
  return Buffer.from(`${byteOrderMark ? "\uFEFF" : ""}${lines.join(lineBreak)}${lineBreak}`);
}

// Excel's serial of an ISO date (its 1900 system): days since 30 December 1899.
const serialOf = (date: string) =>
  (Date.parse(`${date}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;

/**
 * The table as Excel saves it: an XLSX workbook written by SheetJS, text as shared strings,
 * money as numbers and dates as date serials, on a sheet called `sheet`, packed as Excel packs it.
 */
export function toXlsx(
  table: Pick<FixtureTable, "header" | "rows">,
  sheet = "Transactions",
): Buffer {
  const cell = (each: FixtureCell) => {
    if (typeof each === "string") return each;
    if ("cents" in each) return { t: "n", v: each.cents / 100, z: "#,##0.00" };
    return { t: "n", v: serialOf(each.date), z: "yyyy-mm-dd" };
  };
  return workbookOf([table.header, ...table.rows.map((row) => row.map(cell))], sheet);
}

/** A workbook of one sheet of `rows` (SheetJS's cells: text, numbers, or cell objects). */
export function workbookOf(rows: unknown[][], sheet = "Sheet1"): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheet);
  return asExcelPacks(XLSX.write(book, { type: "buffer", bookType: "xlsx", bookSST: true }));
}

// SheetJS declares a default content type for ".bin" parts as a macro-enabled binary workbook,
// though it writes none; Excel declares no such thing, and the upload's check refuses a workbook
// that does. The parts are packed again without it, [Content_Types].xml first as Excel has it.
function asExcelPacks(bytes: Buffer): Buffer {
  const zip = XLSX.CFB.read(bytes, { type: "buffer" }) as {
    FullPaths: string[];
    FileIndex: { content?: Uint8Array }[];
  };
  const entries = zip.FullPaths.flatMap((fullPath, i) => {
    const name = fullPath.replace(/^Root Entry\//, "");
    const content = zip.FileIndex[i]?.content;
    if (!content || name.endsWith("/") || name.startsWith("\u0001")) return [];
    const data = Buffer.from(content);
    if (name !== "[Content_Types].xml") return [{ name, data }];
    const types = data.toString("utf8").replace(/<Default Extension="bin"[^>]*\/>/, "");
    return [{ name, data: Buffer.from(types) }];
  });
  const first = (entry: { name: string }) => Number(entry.name === "[Content_Types].xml");
  entries.sort((a, b) => first(b) - first(a));
  return zipOf(entries);
}
