import type { ResourceLimits, Worker } from "node:worker_threads";
import { unread } from "../figures/unread";
import { contentWhat, type ContentKind } from "../inspect-content";
import { refused, type Accepted, type Inspection } from "../result";
import type { InspectAnswer, InspectJob, WorkerThread } from "./protocol";

export type InspectionPoolDeps = {
  /** Starts a worker running inspect-worker.ts with these limits. */
  spawn: (limits: ResourceLimits) => Worker;
  /** Workers at most (files checked at once); the rest wait their turn. */
  size: number;
  /**
   * A file whose worker has spent this much CPU time on it is refused; once it has passed its
   * check, it is kept and only its figures go unread. Off Linux, where a thread's CPU time is
   * unknown, the time since the worker took it counts instead.
   */
  deadlineMs: number;
  /** A file not done this long after its worker took it is refused, whatever CPU it had. */
  wallLimitMs: number;
  /** A worker with nothing to do this long exits, so an idle server holds none. */
  idleMs: number;
  /** Each worker's V8 heap bounds: a file that needs more is refused. */
  limits: ResourceLimits;
  /** A thread's CPU time in ms by its kernel id, or null (lib/server/thread-priority.mjs). */
  threadCpuMs: (threadId: number) => number | null;
};

type Job = { kind: ContentKind; bytes: Buffer; resolve: (inspection: Inspection) => void };
type Slot = {
  worker: Worker;
  /** The worker thread's kernel id, once it has said it. */
  threadId?: number;
  job?: Job;
  /** The job's file once its check has passed: kept whatever becomes of the read that follows. */
  checked?: Accepted;
  /** When the job was taken, by the wall clock and by the thread's CPU clock. */
  taken?: { at: number; cpuMs: number };
  timer?: NodeJS.Timeout;
};

/**
 * Checks files in worker threads started on demand, and reads the figures of those it keeps: no
 * file can hold the main thread; past its CPU deadline or its heap bound a file is refused as too
 * complex (or, once checked, kept with its figures unread) and its worker is ended (a fresh one
 * takes the next file), and workers exit after `idleMs` without work. The deadline is CPU
 * time, not time waited: the workers run behind the pages (nice 10), so a busy server slows a
 * check without making a merchant's file "too complex".
 */
export function createInspectionPool(deps: InspectionPoolDeps) {
  const slots = new Set<Slot>();
  const waiting: Job[] = [];
  // Memory the workers handed back, copied into for the next files: at most one per worker.
  const spares: ArrayBuffer[] = [];
  let nextId = 0;

  function dispatch(): void {
    while (waiting.length > 0) {
      let slot = [...slots].find((candidate) => !candidate.job);
      if (!slot && slots.size < deps.size) slot = start();
      if (!slot) return;
      run(slot, waiting.shift()!);
    }
  }

  function start(): Slot {
    const slot: Slot = { worker: deps.spawn(deps.limits) };
    slots.add(slot);
    slot.worker.unref();
    slot.worker.on("message", (answer: InspectAnswer | WorkerThread) => {
      if ("threadId" in answer) return void (slot.threadId = answer.threadId);
      if (answer.spare && spares.length < deps.size) spares.push(answer.spare);
      const job = slot.job;
      if (!job) return;
      if (answer.phase === "read") {
        return finish(
          slot,
          slot.checked ? { ...slot.checked, read: answer.read } : overdue(slot, job),
        );
      }
      const inspection = answer.same
        ? { ...answer.inspection, bytes: job.bytes }
        : answer.inspection;
      if (inspection.ok) slot.checked = inspection;
      else finish(slot, inspection);
    });
    // An out-of-memory end, a crash, or any other exit fails only the file it was checking.
    const fail = () => end(slot, slot.job && overdue(slot, slot.job));
    slot.worker.on("error", fail);
    slot.worker.on("exit", fail);
    return slot;
  }

  function run(slot: Slot, job: Job): void {
    clearTimeout(slot.timer);
    slot.job = job;
    slot.checked = undefined;
    // Copied once into memory of its own, which moves to the worker: the caller's buffer may be
    // one it reuses, or part of Node's shared pool. That memory comes back with the answer.
    const length = job.bytes.length;
    // One held buffer leaves with each file: one large enough, else one too small is let go for
    // the larger memory this file takes (so the pool holds the largest files' sizes).
    const fits = spares.findIndex((buffer) => buffer.byteLength >= length);
    const held = spares.splice(fits >= 0 ? fits : 0, 1)[0];
    const memory = held && held.byteLength >= length ? held : new ArrayBuffer(length);
    const bytes = new Uint8Array(memory, 0, length);
    bytes.set(job.bytes);
    const message: InspectJob = {
      id: ++nextId,
      kind: job.kind,
      bytes,
      deadlineMs: deps.deadlineMs,
    };
    // A new worker's thread may not have said its id yet: its CPU time then counts from its start.
    slot.taken = { at: Date.now(), cpuMs: cpuOf(slot) ?? 0 };
    slot.timer = setTimeout(() => checkDeadline(slot), deps.deadlineMs);
    slot.worker.postMessage(message, [memory]);
  }

  function cpuOf(slot: Slot): number | null {
    return slot.threadId === undefined ? null : deps.threadCpuMs(slot.threadId);
  }

  /** Refuses the slot's file once it is past its CPU deadline or the wall limit; else looks again. */
  function checkDeadline(slot: Slot): void {
    if (!slot.job || !slot.taken) return;
    const waited = Date.now() - slot.taken.at;
    const cpu = cpuOf(slot);
    const spent = cpu === null ? waited : cpu - slot.taken.cpuMs;
    if (spent >= deps.deadlineMs || waited >= deps.wallLimitMs)
      return end(slot, overdue(slot, slot.job));
    // At the earliest, the thread has a whole core from now on.
    const next = Math.min(deps.deadlineMs - spent, deps.wallLimitMs - waited);
    slot.timer = setTimeout(() => checkDeadline(slot), Math.max(next, 20));
  }

  /** What a job stopped early answers: refused while checked, kept unread once it has passed. */
  function overdue(slot: Slot, job: Job): Inspection {
    if (slot.checked) return { ...slot.checked, read: unread("too-complex") };
    return refused("too-complex", contentWhat[job.kind]);
  }

  function finish(slot: Slot, inspection: Inspection | undefined): void {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.checked = undefined;
    if (job && inspection) job.resolve(inspection);
    slot.timer = setTimeout(() => end(slot, undefined), deps.idleMs);
    slot.timer.unref();
    dispatch();
  }

  function end(slot: Slot, inspection: Inspection | undefined): void {
    if (!slots.delete(slot)) return;
    clearTimeout(slot.timer);
    void slot.worker.terminate();
    if (slot.job && inspection) slot.job.resolve(inspection);
    dispatch();
  }

  return {
    inspect(bytes: Buffer, kind: ContentKind): Promise<Inspection> {
      return new Promise((resolve) => {
        waiting.push({ kind, bytes, resolve });
        dispatch();
      });
    },
    /** The sizes of the memory held for copying files into (for tests). */
    get spares(): number[] {
      return spares.map((buffer) => buffer.byteLength);
    },
    /** Workers running now (for tests and the bench). */
    get workers(): number {
      return slots.size;
    },
  };
}
