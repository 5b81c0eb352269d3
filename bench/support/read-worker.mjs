// The worker of `npm run bench:reads`: what the inspection worker does with a file
// (lib/statements/worker/check-and-read.ts: the site's check, for a PDF pdf.js's questions on the
// document it then reads, and the figures' read), each step timed by this thread's CPU clock and
// by the wall clock, with the heap after. It speaks the pool's protocol
// (lib/statements/worker/protocol.ts) and runs behind the pages as the real worker does.
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
const { checkAndRead, workerDeps } = await jiti.import(
  `${root}lib/statements/worker/check-and-read.ts`,
);

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
// The server's deadline, as the pool gives it: the read's budget is what the check leaves.
const deadlineMs = workerData?.deadlineMs ?? 5_000;

parentPort.on("message", async ({ id, kind, bytes }) => {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const start = clock();
  let checked;
  let verdict;
  let answered;
  const check = async (file, of) => {
    const inspection = await inspectContent(file, of);
    checked = clock();
    return inspection;
  };
  const hear = (inspection) => {
    verdict = inspection;
    answered = clock();
  };
  const figures = read
    ? await checkAndRead(input, kind, hear, { ...workerDeps(deadlineMs), check })
    : (hear(await check(input, kind)), undefined);
  const done = clock();
  const heap = getHeapStatistics();
  const bench = {
    accepted: verdict.ok,
    check: spent(start, checked),
    // pdf.js's questions of a PDF, between the site's check and the verdict (nothing for others).
    pdfjs: spent(checked, answered),
    read: spent(answered, done),
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
