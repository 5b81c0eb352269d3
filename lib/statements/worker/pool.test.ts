import { existsSync } from "node:fs";
import path from "node:path";
import { Worker, type ResourceLimits } from "node:worker_threads";
import { pdfFixtures } from "../figures/testing/pdf-fixtures";
import { openActionFlood } from "../testing/hostile-pdfs";
import { handWrittenPdf, minimalObjects, pdfWith } from "../testing/pdf-files";
import { threadCpuMs } from "@/lib/server/thread-priority.mjs";
import { createInspectionPool, type InspectionPoolDeps } from "./pool";

const entry = path.resolve("lib/statements/worker/testing/ts-worker.mjs");
let spawned = 0;
const spawn = (resourceLimits: ResourceLimits) => {
  spawned++;
  return new Worker(entry, { resourceLimits });
};
const pool = (deps: Partial<InspectionPoolDeps> = {}) =>
  createInspectionPool({
    spawn,
    size: 2,
    deadlineMs: 20_000,
    wallLimitMs: 60_000,
    idleMs: 200,
    threadCpuMs,
    limits: { maxOldGenerationSizeMb: 256 },
    ...deps,
  });
// A stand-in worker that says its thread id, then answers each file after a wait of `ms`: asleep
// ("sleep", no CPU, as a worker starved by a busy machine) or busy ("spin", all CPU).
const timedWorker = () =>
  new Worker(
    `const { parentPort } = require("node:worker_threads");
     const threadId = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").at(-1));
     parentPort.postMessage({ threadId });
     parentPort.on("message", ({ id, bytes }) => {
       const { how, ms } = JSON.parse(Buffer.from(bytes).toString());
       if (how === "sleep") Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
       else for (const end = Date.now() + ms; Date.now() < end; );
       parentPort.postMessage({ phase: "check", id, same: false, inspection: { ok: false, reason: "empty", message: "checked" } });
     });`,
    { eval: true },
  );
// A stand-in worker whose check passes every file at once, then reads it by `how`: spins for 5 s
// (past any deadline here), ends its thread, or answers a read.
const readingWorker = (how: "spin" | "exit" | "answer") => () =>
  new Worker(
    `const { parentPort } = require("node:worker_threads");
     const threadId = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").at(-1));
     parentPort.postMessage({ threadId });
     parentPort.on("message", ({ id }) => {
       const inspection = { ok: true, kind: "csv", mediaType: "text/csv", extension: ".csv" };
       parentPort.postMessage({ phase: "check", id, same: true, inspection });
       if (${JSON.stringify(how)} === "spin") for (const end = Date.now() + 5000; Date.now() < end; );
       if (${JSON.stringify(how)} === "exit") process.exit(1);
       const read = { read: false, reason: "unknown-layout" };
       parentPort.postMessage({ phase: "read", id, read });
     });`,
    { eval: true },
  );
const timed = (how: "sleep" | "spin", ms: number) => Buffer.from(JSON.stringify({ how, ms }));
const linux = existsSync("/proc/thread-self");
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
};

describe("the inspection pool", () => {
  beforeEach(() => (spawned = 0));

  it("checks files in worker threads, started on demand and gone after idling", async () => {
    const checks = pool();
    expect(checks.workers).toBe(0);
    const pdf = await pdfWith();
    const csv = Buffer.from("Date,Amount\n2026-05-01,-12.40\n");
    const [a, b, c] = await Promise.all([
      checks.inspect(pdf, "pdf"),
      checks.inspect(csv, "csv"),
      checks.inspect(openActionFlood(), "pdf"),
    ]);
    // A file kept as sent is the caller's own buffer, not a copy back from the worker.
    expect(a).toMatchObject({ ok: true, kind: "pdf" });
    expect(a.ok && a.bytes).toBe(pdf);
    expect(b).toMatchObject({ ok: true, kind: "csv" });
    expect(c).toMatchObject({ ok: false, reason: "pdf-active-content" });
    expect(spawned).toBe(2);
    await until(() => checks.workers === 0);
    expect(checks.workers).toBe(0);
  }, 30_000);

  it("refuses a file past its deadline as too complex, and a fresh worker takes the next", async () => {
    const checks = pool({ deadlineMs: 1, size: 1 });
    const late = await checks.inspect(await pdfWith(undefined, { pages: 40 }), "pdf");
    expect(late).toMatchObject({ ok: false, reason: "too-complex" });
    expect(!late.ok && late.message).toContain("This PDF is too complex");
    const patient = pool({ size: 1 });
    expect(await patient.inspect(await pdfWith(), "pdf")).toMatchObject({ ok: true });
  }, 30_000);

  (linux ? it : it.skip)(
    "times a file by its worker's CPU, so a starved worker is waited for up to the wall limit",
    async () => {
      const checks = pool({ spawn: timedWorker, size: 1, deadlineMs: 400, wallLimitMs: 1_600 });
      // 1.2 s past its start with next to no CPU spent: still checked.
      expect(await checks.inspect(timed("sleep", 1_200), "pdf")).toMatchObject({
        message: "checked",
      });
      // 2.4 s asleep passes the 1.6 s wall limit: refused then, not when it wakes.
      let started = Date.now();
      expect(await checks.inspect(timed("sleep", 2_400), "pdf")).toMatchObject({
        reason: "too-complex",
      });
      expect(Date.now() - started).toBeLessThan(2_300);
      // Busy for 5 s passes the 0.4 s CPU deadline: refused long before it would answer, even
      // on a machine that gives the worker a fraction of a core.
      const patient = pool({ spawn: timedWorker, size: 1, deadlineMs: 400, wallLimitMs: 60_000 });
      started = Date.now();
      expect(await patient.inspect(timed("spin", 5_000), "pdf")).toMatchObject({
        reason: "too-complex",
      });
      expect(Date.now() - started).toBeLessThan(4_000);
    },
    30_000,
  );

  it("refuses a file whose check passes the worker's heap bound, and carries on", async () => {
    const checks = pool({
      size: 1,
      limits: { maxOldGenerationSizeMb: 24, maxYoungGenerationSizeMb: 4 },
    });
    // Each opening action is kept until the structure pass judges it: 20 arrays of 99,000
    // values (4 MB of file) hold more heap than the 24 MB this pool allows.
    const large = handWrittenPdf(minimalObjects, {
      between: { at: 1, text: `<</OpenAction [${"0 ".repeat(99_000)}]>>\n`.repeat(20) },
    });
    const answer = await checks.inspect(large, "pdf");
    expect(answer).toMatchObject({ ok: false, reason: "too-complex" });
    expect(spawned).toBe(1);
    const next = await checks.inspect(Buffer.from("Date,Amount\n2026-05-01,1\n"), "csv");
    expect(next).toMatchObject({ ok: true });
    expect(spawned).toBe(2);
  }, 30_000);

  it("answers a kept file with the figures its worker read, after the check", async () => {
    const checks = pool({ spawn: readingWorker("answer"), size: 1 });
    const csv = Buffer.from("Date,Amount\n2026-05-01,-12.40\n");
    const answer = await checks.inspect(csv, "csv");
    expect(answer).toMatchObject({ ok: true, read: { read: false, reason: "unknown-layout" } });
    expect(answer.ok && answer.bytes).toBe(csv);
  }, 30_000);

  (linux ? it : it.skip)(
    "keeps a file whose read runs past the CPU deadline, its figures unread, and replaces the worker",
    async () => {
      const checks = pool({ spawn: readingWorker("spin"), size: 1, deadlineMs: 400 });
      const csv = Buffer.from("Date,Amount\n2026-05-01,-12.40\n");
      const started = Date.now();
      const answer = await checks.inspect(csv, "csv");
      expect(answer).toMatchObject({ ok: true, kind: "csv", read: { reason: "too-complex" } });
      expect(answer.ok && answer.bytes).toBe(csv);
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(checks.workers).toBe(0);
    },
    30_000,
  );

  it("keeps a file whose worker ends while reading it (out of memory, a crash)", async () => {
    const checks = pool({ spawn: readingWorker("exit"), size: 1 });
    const answer = await checks.inspect(Buffer.from("Date,Amount\n"), "csv");
    expect(answer).toMatchObject({ ok: true, read: { read: false, reason: "too-complex" } });
  }, 30_000);

  it("reads each file the real worker keeps, after its check", async () => {
    const checks = pool({ size: 1 });
    const statement = (await pdfFixtures()).find((fixture) => fixture.name === "first-party.pdf")!;
    const answers = await Promise.all([
      checks.inspect(statement.bytes, "pdf"),
      checks.inspect(Buffer.from("Date,Amount\n2026-05-01,-12.40\n"), "csv"),
      checks.inspect(openActionFlood(), "pdf"),
    ]);
    const [pdf, csv, refused] = answers;
    expect(pdf.ok && pdf.read).toMatchObject({
      read: true,
      figures: {
        format: "pdf-first-party",
        effectiveRate: statement.expected.read && statement.expected.effectiveRate,
      },
    });
    // A two-column CSV is no processor's export: the specialist reads it.
    expect(csv.ok && csv.read).toEqual({ read: false, reason: "unknown-layout" });
    expect(refused).toMatchObject({ ok: false, reason: "pdf-active-content" });
  }, 60_000);

  it("gets each file's memory back from the worker and copies the next file into it", async () => {
    const checks = pool({ size: 1 });
    const pdf = await pdfWith();
    expect(checks.spares).toEqual([]);
    expect(await checks.inspect(pdf, "pdf")).toMatchObject({ ok: true });
    expect(checks.spares).toEqual([pdf.length]);
    // A smaller file goes into the same memory, and a refused one's comes back as well.
    const csv = Buffer.from("Date,Amount\n2026-05-01,-12.40\n");
    expect(await checks.inspect(csv, "csv")).toMatchObject({ ok: true });
    expect(checks.spares).toEqual([pdf.length]);
    const flood = openActionFlood();
    expect(await checks.inspect(flood, "pdf")).toMatchObject({ ok: false });
    expect(checks.spares).toEqual([flood.length]);
    // The caller's bytes are its own throughout: a file kept as sent is still whole.
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }, 30_000);
});
