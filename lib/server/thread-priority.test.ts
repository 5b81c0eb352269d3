import { existsSync, readFileSync, readlinkSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { ownThreadId, threadCpuMs } from "./thread-priority.mjs";

// A worker thread that lowers itself and answers its thread id, then the nice value the kernel
// holds for that thread (field 19 of /proc/<pid>/task/<tid>/stat) and for the main thread.
const linux = existsSync("/proc/thread-self");
const niceOf = (threadId: number) =>
  Number(readFileSync(`/proc/self/task/${threadId}/stat`, "utf8").split(") ")[1]?.split(" ")[16]);

(linux ? test : test.skip)(
  "a worker thread lowers its own priority, and only its own",
  async () => {
    const mainThread = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
    const mainNice = niceOf(mainThread);
    const worker = new Worker(
      `const { parentPort } = require("node:worker_threads");
     import(${JSON.stringify(require.resolve("./thread-priority.mjs"))}).then(({ lowerThreadPriority }) => {
       const lowered = lowerThreadPriority();
       const threadId = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").at(-1));
       parentPort.postMessage({ lowered, threadId });
       setTimeout(() => {}, 2000);
     });`,
      { eval: true },
    );
    const answer: { lowered: boolean; threadId: number } = await new Promise((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    try {
      expect(answer.lowered).toBe(true);
      expect(niceOf(answer.threadId)).toBe(10);
      expect(niceOf(mainThread)).toBe(mainNice);
    } finally {
      await worker.terminate();
    }
  },
);

(linux ? test : test.skip)("a thread's CPU time counts its work, not its waits", () => {
  const self = ownThreadId()!;
  const before = threadCpuMs(self)!;
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
  const afterWait = threadCpuMs(self)!;
  expect(afterWait - before).toBeLessThan(100);
  // Work until the thread's own clock shows 200 ms more. A clock that ignored work would never get
  // there; the 10 s wall limit only ends such a loop (a fixed 300 ms of wall time, as before, was
  // less than 200 ms of CPU whenever a loaded machine preempted the thread).
  const giveUp = Date.now() + 10_000;
  while (threadCpuMs(self)! - afterWait < 200 && Date.now() < giveUp) {
    for (const end = Date.now() + 10; Date.now() < end;);
  }
  expect(threadCpuMs(self)! - afterWait).toBeGreaterThanOrEqual(200);
  expect(threadCpuMs(2 ** 30)).toBeNull(); // no such thread
});
