import { unread } from "./figures/unread";
import { reencodeImage } from "./image";
import { inspectContent, type ContentKind } from "./inspect-content";
import { statementLimits } from "./limits";
import { refused, type Inspection } from "./result";
import { sniffKind } from "./sniff";

export type InspectOptions = {
  /** Larger files are refused unread; the upload route stops reading them before this. */
  maxFileBytes?: number;
  /**
   * Checks a PDF, CSV or XLSX: here by default; the server passes its worker pool
   * (lib/statements/worker), so that no file holds the main thread, which reads its figures too.
   */
  content?: (bytes: Buffer, kind: ContentKind) => Promise<Inspection>;
};

/**
 * Decides from a whole file's bytes whether the server keeps it, and what it stores: PDFs, CSV
 * and XLSX as sent (and, through the server's worker pool, their figures read), photos re-encoded
 * without metadata. The name and the browser's type play no
 * part. Never throws for any bytes; run it on one file at a time, it holds the file in memory.
 */
export async function inspectStatement(
  bytes: Buffer,
  { maxFileBytes = statementLimits.maxFileBytes, content = inspectContent }: InspectOptions = {},
): Promise<Inspection> {
  if (bytes.length > maxFileBytes) return refused("file-too-large");
  const sniffed = sniffKind(bytes.subarray(0, statementLimits.sniffBytes));
  if (!sniffed.ok) return sniffed;
  switch (sniffed.kind) {
    // sharp decodes and encodes on libuv's threads, never on this one. Photos are not read.
    case "jpeg":
    case "png":
    case "webp": {
      const image = await reencodeImage(bytes, sniffed.kind);
      return image.ok ? { ...image, read: unread("image") } : image;
    }
    case "pdf":
    case "csv":
    case "xlsx":
      return content(bytes, sniffed.kind);
  }
}
