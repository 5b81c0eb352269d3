// The worker of `npm run bench:reads`: what the inspection worker does with a file (its check,
// lib/statements/inspect-content.ts), then the figures' read, each timed by this thread's CPU
// clock and by the wall clock, with the heap after. It speaks the pool's protocol
// (lib/statements/worker/protocol.ts) and runs behind the pages as the real worker does; once the
// real worker reads as well, the bench can time it instead.
import { getHeapStatistics } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";
import {
  lowerThreadPriority,
  ownThreadId,
  threadCpuMs,
} from "../../lib/server/thread-priority.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { "@/": root } });
const { inspectContent } = await jiti.import(`${root}lib/statements/inspect-content.ts`);
const { readExport } = await jiti.import(`${root}lib/statements/figures/exports/index.ts`);

/** The reader of each kind of file. */
const readers = {
  csv: (bytes) => readExport(bytes, "csv"),
  xlsx: (bytes) => readExport(bytes, "xlsx"),
};

lowerThreadPriority();
const threadId = ownThreadId();
if (threadId !== null) parentPort.postMessage({ threadId });
const clock = () => ({
  wall: performance.now(),
  cpu: threadId === null ? NaN : threadCpuMs(threadId),
});
const spent = (from, to) => ({ wallMs: to.wall - from.wall, cpuMs: to.cpu - from.cpu });

// With `read: false` (workerData) the worker checks only, for the heap a check alone needs.
const read = workerData?.read !== false;

parentPort.on("message", async ({ id, kind, bytes }) => {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = clock();
  const inspection = await inspectContent(input, kind);
  const checked = clock();
  const figures = inspection.ok && read && readers[kind] ? await readers[kind](input) : undefined;
  const done = clock();
  const heap = getHeapStatistics();
  const bench = {
    accepted: inspection.ok,
    check: spent(start, checked),
    read: spent(checked, done),
    figures,
    heapUsedMb: heap.used_heap_size / 2 ** 20,
    heapTotalMb: heap.total_heap_size / 2 ** 20,
  };
  parentPort.postMessage({
    id,
    same: false,
    inspection: { ok: false, reason: "bench", message: "", bench },
  });
});
