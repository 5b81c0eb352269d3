import type { StatementRead } from "../figures/types";
import type { ContentKind } from "../inspect-content";
import type { Inspection } from "../result";

/**
 * One file for a worker: its bytes are transferred, not copied; `deadlineMs` is the CPU time the
 * pool gives it, check and read together (the read takes what the check leaves).
 */
export type InspectJob = { id: number; kind: ContentKind; bytes: Uint8Array; deadlineMs: number };

/**
 * A worker's answer to the check. A file stored as sent comes back as `same` rather than its
 * bytes, which the caller still holds; only a changed file's bytes cross back. A refused file's
 * answer is the last for its job and hands back `spare`, the job's memory, for the pool to copy
 * the next file into; an accepted file's is followed by a ReadAnswer.
 */
export type CheckAnswer = { phase: "check"; spare?: ArrayBuffer } & (
  | { id: number; same: true; inspection: Omit<Extract<Inspection, { ok: true }>, "bytes"> }
  | { id: number; same: false; inspection: Inspection }
);

/** The figures read from an accepted file, with the job's memory once the readers are done. */
export type ReadAnswer = { phase: "read"; id: number; read: StatementRead; spare?: ArrayBuffer };

export type InspectAnswer = CheckAnswer | ReadAnswer;

/** A worker's first message: its thread's kernel id, so the pool can read its CPU time. */
export type WorkerThread = { threadId: number };
