import { inspectCsv } from "./csv";
import { inspectPdf } from "./pdf/inspect-pdf";
import type { Inspection } from "./result";
import { inspectXlsx } from "./xlsx";

/** The kinds whose check is JavaScript work on the file's bytes (photos go to sharp instead). */
export type ContentKind = "pdf" | "csv" | "xlsx";

/** What the message calls a file of each kind that is too complex to check. */
export const contentWhat: Record<ContentKind, string> = {
  pdf: "PDF",
  csv: "CSV file",
  xlsx: "Excel file",
};

/**
 * Checks a PDF, CSV or XLSX already sniffed as `kind`. It loads no native module, so it can run
 * in a worker thread (lib/statements/worker) as well as here.
 */
export function inspectContent(bytes: Buffer, kind: ContentKind): Promise<Inspection> {
  switch (kind) {
    case "pdf":
      return inspectPdf(bytes);
    case "csv":
      return inspectCsv(bytes);
    case "xlsx":
      return inspectXlsx(bytes);
  }
}
