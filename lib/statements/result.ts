import { fileTypeOf, type StatementKind } from "./file-types";
import type { StatementRead } from "./figures/types";
import { refusalMessage, type RefusalReason } from "./messages";

/**
 * A file the server keeps: `bytes` is what is stored (images re-encoded, others as sent), `read`
 * its figures as the inspection worker read them (absent where no reader ran).
 */
export type Accepted = {
  ok: true;
  kind: StatementKind;
  mediaType: string;
  extension: string;
  bytes: Buffer;
  read?: StatementRead;
};

/** A file the server refuses, with the message shown beside the file field. */
export type Refused = { ok: false; reason: RefusalReason; message: string };

export type Inspection = Accepted | Refused;

/** An accepted file of `kind` whose stored bytes are `bytes`. */
export function accepted(kind: StatementKind, bytes: Buffer): Accepted {
  const type = fileTypeOf(kind);
  return { ok: true, kind, mediaType: type.mediaType, extension: type.extensions[0], bytes };
}

/** A refusal for `reason`; `what` names what the file turned out to be, where that helps. */
export function refused(reason: RefusalReason, what?: string): Refused {
  return { ok: false, reason, message: refusalMessage(reason, what) };
}
