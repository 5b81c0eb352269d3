import type { StatementKind } from "../file-types";
import { readExport } from "./exports";
import { readPdfFigures } from "./pdf";
import type { StatementRead } from "./types";
import { unread } from "./unread";

/**
 * The figures of a file that passed its check, read by the reader of its kind. Runs in the
 * inspection worker, under the check's CPU deadline and heap bound (lib/statements/worker/pool.ts).
 * Photos are not read: they stay with the specialist. A reader that throws has read nothing; its
 * error is not logged, since its message may quote the file.
 */
export async function readFigures(bytes: Buffer, kind: StatementKind): Promise<StatementRead> {
  try {
    switch (kind) {
      case "pdf":
        return await readPdfFigures(bytes);
      case "csv":
      case "xlsx":
        return await readExport(bytes, kind);
      case "jpeg":
      case "png":
      case "webp":
        return unread("image");
    }
  } catch {
    return unread("unknown-layout");
  }
}
