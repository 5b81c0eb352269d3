import { inspectCsv } from "./csv";
import { reencodeImage } from "./image";
import { statementLimits } from "./limits";
import { inspectPdf } from "./pdf/inspect-pdf";
import { refused, type Inspection } from "./result";
import { sniffKind } from "./sniff";
import { inspectXlsx } from "./xlsx";

export type InspectOptions = {
  /** Larger files are refused unread; the upload route stops reading them before this. */
  maxFileBytes?: number;
};

/**
 * Decides from a whole file's bytes whether the server keeps it, and what it stores: PDFs, CSV
 * and XLSX as sent, photos re-encoded without metadata. The name and the browser's type play no
 * part. Never throws for any bytes; run it on one file at a time, it holds the file in memory.
 */
export async function inspectStatement(
  bytes: Buffer,
  { maxFileBytes = statementLimits.maxFileBytes }: InspectOptions = {},
): Promise<Inspection> {
  if (bytes.length > maxFileBytes) return refused("file-too-large");
  const sniffed = sniffKind(bytes.subarray(0, statementLimits.sniffBytes));
  if (!sniffed.ok) return sniffed;
  switch (sniffed.kind) {
    case "pdf":
      return inspectPdf(bytes);
    case "jpeg":
    case "png":
    case "webp":
      return reencodeImage(bytes, sniffed.kind);
    case "csv":
      return inspectCsv(bytes);
    case "xlsx":
      return inspectXlsx(bytes);
  }
}
