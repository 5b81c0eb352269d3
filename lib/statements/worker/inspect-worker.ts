// A worker thread's entry: checks the files the pool sends it, one at a time, off the main thread,
// then reads the figures of each file it accepts (check-and-read.ts).
import { parentPort } from "node:worker_threads";
import { lowerThreadPriority, ownThreadId } from "@/lib/server/thread-priority.mjs";
import type { Inspection } from "../result";
import { checkAndRead, workerDeps } from "./check-and-read";
import type { CheckAnswer, InspectJob, ReadAnswer, WorkerThread } from "./protocol";

const port = parentPort;
if (!port) throw new Error("inspect-worker runs only as a worker thread");
lowerThreadPriority();
// The pool times each file by this thread's CPU clock (pool.ts); off Linux, by the wall clock.
const threadId = ownThreadId();
if (threadId !== null) port.postMessage({ threadId } satisfies WorkerThread);

/**
 * The file's memory (an ArrayBuffer the pool made) goes back with the last answer, so it carries
 * the next file instead of lying dead here until enough others pile up to start a collection;
 * not if a reader detached it (moved it elsewhere).
 */
const handBack = (memory: ArrayBuffer) => (memory.byteLength > 0 ? memory : undefined);

port.on("message", async ({ id, kind, bytes, deadlineMs }: InspectJob) => {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const memory = bytes.buffer as ArrayBuffer;
  const checked = (inspection: Inspection) => {
    if (!inspection.ok) {
      const answer: CheckAnswer = { phase: "check", id, same: false, inspection, spare: memory };
      return port.postMessage(answer, [memory]);
    }
    if (inspection.bytes === input) {
      const { ok, kind: stored, mediaType, extension } = inspection;
      const answer: CheckAnswer = {
        phase: "check",
        id,
        same: true,
        inspection: { ok, kind: stored, mediaType, extension },
      };
      return port.postMessage(answer);
    }
    // Only a changed file crosses back whole; it may share Node's buffer pool, so it is copied.
    port.postMessage({ phase: "check", id, same: false, inspection } satisfies CheckAnswer);
  };
  // Once `checked` has told the pool the file is kept, a read that fails or runs out of time
  // refuses nothing.
  const read = await checkAndRead(input, kind, checked, workerDeps(deadlineMs));
  if (!read) return;
  const spare = handBack(memory);
  const answer: ReadAnswer = { phase: "read", id, read, spare };
  port.postMessage(answer, spare ? [spare] : []);
});
