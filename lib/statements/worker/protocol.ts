import type { ContentKind } from "../inspect-content";
import type { Inspection } from "../result";

/** One file for a worker: its bytes are transferred, not copied. */
export type InspectJob = { id: number; kind: ContentKind; bytes: Uint8Array };

/**
 * A worker's answer. A file stored as sent comes back as `same` rather than its bytes, which the
 * caller still holds; only a changed file's bytes cross back. `spare` is the job's memory handed
 * back once nothing in the answer points into it, for the pool to copy the next file into.
 */
export type InspectAnswer = { spare?: ArrayBuffer } & (
  | { id: number; same: true; inspection: Omit<Extract<Inspection, { ok: true }>, "bytes"> }
  | { id: number; same: false; inspection: Inspection }
);

/** A worker's first message: its thread's kernel id, so the pool can read its CPU time. */
export type WorkerThread = { threadId: number };
