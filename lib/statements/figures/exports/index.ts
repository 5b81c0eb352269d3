import type { StatementRead } from "../types";

// A stand-in until the export readers land (wt-reads-exports): it reads nothing, so every CSV and
// XLSX goes to the specialist as before. The real module replaces this file whole.

/** Reads a processor's CSV or XLSX export. */
export async function readExport(bytes: Buffer, kind: "csv" | "xlsx"): Promise<StatementRead> {
  void bytes;
  void kind;
  return { read: false, reason: "unknown-layout" };
}
