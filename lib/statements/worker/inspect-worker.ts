// A worker thread's entry: checks the files the pool sends it, one at a time, off the main thread.
import { parentPort } from "node:worker_threads";
import { inspectContent } from "../inspect-content";
import type { InspectAnswer, InspectJob } from "./protocol";

const port = parentPort;
if (!port) throw new Error("inspect-worker runs only as a worker thread");

port.on("message", async ({ id, kind, bytes }: InspectJob) => {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const inspection = await inspectContent(input, kind);
  let answer: InspectAnswer;
  if (inspection.ok && inspection.bytes === input) {
    const { ok, kind: stored, mediaType, extension } = inspection;
    answer = { id, same: true, inspection: { ok, kind: stored, mediaType, extension } };
    port.postMessage(answer);
  } else {
    // Only a changed file crosses back whole; it may share Node's buffer pool, so it is copied.
    answer = { id, same: false, inspection };
    port.postMessage(answer);
  }
});
