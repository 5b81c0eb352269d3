// A worker thread's entry: checks the files the pool sends it, one at a time, off the main thread.
import { parentPort } from "node:worker_threads";
import { inspectContent } from "../inspect-content";
import { lowerThreadPriority, ownThreadId } from "@/lib/server/thread-priority.mjs";
import type { InspectAnswer, InspectJob, WorkerThread } from "./protocol";

const port = parentPort;
if (!port) throw new Error("inspect-worker runs only as a worker thread");
lowerThreadPriority();
// The pool times each file by this thread's CPU clock (pool.ts); off Linux, by the wall clock.
const threadId = ownThreadId();
if (threadId !== null) port.postMessage({ threadId } satisfies WorkerThread);

port.on("message", async ({ id, kind, bytes }: InspectJob) => {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const inspection = await inspectContent(input, kind);
  // The file's memory (an ArrayBuffer the pool made) goes back with the answer when nothing in
  // it points there, so it carries the next file instead of lying dead here until enough others
  // pile up to start a collection.
  const memory = bytes.buffer as ArrayBuffer;
  if (inspection.ok && inspection.bytes === input) {
    const { ok, kind: stored, mediaType, extension } = inspection;
    const answer: InspectAnswer = {
      id,
      same: true,
      inspection: { ok, kind: stored, mediaType, extension },
      spare: memory,
    };
    port.postMessage(answer, [memory]);
  } else if (!inspection.ok) {
    const answer: InspectAnswer = { id, same: false, inspection, spare: memory };
    port.postMessage(answer, [memory]);
  } else {
    // Only a changed file crosses back whole; it may share Node's buffer pool, so it is copied.
    const answer: InspectAnswer = { id, same: false, inspection };
    port.postMessage(answer);
  }
});
