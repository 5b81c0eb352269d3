import type { StatementRead } from "../types";
import { cpuBudget } from "./budget";
import { readCsv } from "./csv-table";
import { exportFormats } from "./formats";
import { ExportReader, readLimits } from "./reader";
import { readXlsx } from "./xlsx-table";

/**
 * Reads a processor export (Stripe, Square, PayPal, Shopify Payments, Toast) that passed the
 * safety check, as CSV or saved as XLSX: its columns found by header name, its rows tallied into
 * the month's figures, each with the rows it came from, confirmed only where the export's own
 * arithmetic holds. Runs in the inspection worker, in bounded time and memory: its CPU budget
 * counts from this call, and a caller whose check has spent more of the worker's 5 s passes a
 * smaller one, so a read never turns a file that passed its check into one refused.
 */
export async function readExport(
  bytes: Buffer,
  kind: "csv" | "xlsx",
  { budgetMs = readLimits.budgetMs }: { budgetMs?: number } = {},
): Promise<StatementRead> {
  const budget = cpuBudget(budgetMs);
  try {
    const reader =
      kind === "csv"
        ? readCsv(bytes, () => new ExportReader(exportFormats, { budget }))
        : await readXlsx(
            bytes,
            (sheet, date1904) => new ExportReader(exportFormats, { sheet, date1904, budget }),
            budget,
          );
    if (reader === "too-complex") return { read: false, reason: "too-complex" };
    return reader?.result() ?? { read: false, reason: "unknown-layout" };
  } catch {
    // A file the reader cannot make sense of is the specialist's to read, never a failed upload.
    return { read: false, reason: "unknown-layout" };
  }
}
