import type { StatementKind } from "./file-types";
import { refused, type Refused } from "./result";
import {
  acceptedSignatures,
  isBmp,
  isoMediaRefusal,
  isWebp,
  matches,
  refusedSignatures,
} from "./signatures";
import { hasControlBytes, isUtf16, startsAsText } from "./text-encoding";
import { otherTextFormat } from "./text-formats";
import { sniffZipHead } from "./zip-head";

/** The kind a file's first bytes show, or why it is refused. */
export type Sniffed = { ok: true; kind: StatementKind } | Refused;

/**
 * Judges a file by its first bytes alone (`statementLimits.sniffBytes` of them, or the whole file
 * when it is shorter), never by its name or the browser's type: a quick first refusal made before
 * the rest is read. `inspectStatement` judges the whole file and has the last word.
 */
export function sniffKind(head: Uint8Array): Sniffed {
  if (head.length === 0) return refused("empty");
  for (const { kind, signatures } of acceptedSignatures) {
    if (signatures.some((signature) => matches(head, signature))) return { ok: true, kind };
  }
  if (isWebp(head)) return { ok: true, kind: "webp" };
  if (matches(head, { bytes: [0x50, 0x4b, 0x03, 0x04] })) return sniffZipHead(head);
  for (const { reason, what, signatures } of refusedSignatures) {
    if (signatures.some((signature) => matches(head, signature))) return refused(reason, what);
  }
  const media = isoMediaRefusal(head);
  if (media) return refused(media.reason, media.what);
  if (isBmp(head)) return refused("image-format", "BMP");
  return sniffText(head);
}

// Text is a CSV candidate unless Excel would sniff it as another format; inspectCsv then checks
// the whole text.
function sniffText(head: Uint8Array): Sniffed {
  if (isUtf16(head)) return refused("csv-encoding");
  if (hasControlBytes(head) || !startsAsText(head)) return refused("unknown-type");
  const start = Buffer.from(head.subarray(0, 4096))
    .toString("latin1")
    .replace(/^\xef\xbb\xbf/, "");
  return (
    otherTextFormat(start) ??
    (start.trimStart().startsWith("<") ? refused("unknown-type") : { ok: true, kind: "csv" })
  );
}
