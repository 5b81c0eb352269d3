import path from "node:path";
import { Worker } from "node:worker_threads";
import { PDFName, PDFString } from "pdf-lib";
import { exportFixtures } from "../figures/testing/export-fixtures";
import { pdfFixtures } from "../figures/testing/pdf-fixtures";
import type { StatementRead } from "../figures/types";
import { pdfWith } from "../testing/pdf-files";

type Answer = { verdicts: Record<string, unknown>[]; read?: StatementRead };
type Job = { bytes: Buffer; kind: "pdf" | "csv" | "xlsx"; blind?: boolean; deadlineMs?: number };

// check-and-read.ts in a worker thread of its own, with real pdf.js (testing/check-and-read-worker.mjs).
let worker: Worker;
beforeAll(() => {
  worker = new Worker(path.resolve("lib/statements/worker/testing/check-and-read-worker.mjs"));
});
afterAll(() => worker.terminate());
const run = (job: Job) =>
  new Promise<Answer>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.postMessage(job);
  });

// A PDF whose opening action runs JavaScript: what the site's check refuses first, and pdf.js
// finds active too.
const scripted = () =>
  pdfWith(({ catalog, context }) => {
    const script = context.obj({ S: "JavaScript", JS: PDFString.of("app.alert(1)") });
    catalog.set(PDFName.of("OpenAction"), script);
  });

describe("the inspection worker's check and read", () => {
  it("refuses a PDF the check passed when pdf.js finds it active, before reading a figure", async () => {
    // No PDF is known that only pdf.js finds active (the PDF check's fuzzer looks for them), so a
    // stand-in check that passes every file shows that pdf.js's own verdict is asked and obeyed.
    const answer = await run({ bytes: await scripted(), kind: "pdf", blind: true });
    expect(answer.verdicts).toEqual([
      expect.objectContaining({ ok: false, reason: "pdf-active-content" }),
    ]);
    expect(answer.read).toBeUndefined();
  }, 60_000);

  it("refuses the same PDF by the site's own check, as the upload does", async () => {
    const answer = await run({ bytes: await scripted(), kind: "pdf" });
    expect(answer.verdicts).toEqual([
      expect.objectContaining({ ok: false, reason: "pdf-active-content" }),
    ]);
    expect(answer.read).toBeUndefined();
  }, 60_000);

  it("keeps a statement both readers find clean, then reads it from the same open document", async () => {
    const statement = (await pdfFixtures()).find((fixture) => fixture.name === "first-party.pdf")!;
    for (const blind of [false, true]) {
      const answer = await run({ bytes: statement.bytes, kind: "pdf", blind });
      expect(answer.verdicts).toEqual([expect.objectContaining({ ok: true, kind: "pdf" })]);
      expect(answer.read).toMatchObject({
        read: true,
        figures: {
          format: "pdf-first-party",
          effectiveRate: statement.expected.read && statement.expected.effectiveRate,
        },
      });
    }
  }, 60_000);

  it("keeps a file pdf.js cannot open when the check passed it, and leaves it to the specialist", async () => {
    const answer = await run({
      bytes: Buffer.from("%PDF-1.7\nnot a document"),
      kind: "pdf",
      blind: true,
    });
    expect(answer.verdicts).toEqual([expect.objectContaining({ ok: true })]);
    expect(answer.read).toEqual({ read: false, reason: "unknown-layout" });
  }, 60_000);

  it("reads an export after its check, within what the check left of the deadline", async () => {
    const square = exportFixtures().find((fixture) => fixture.name === "square-transactions.csv")!;
    const answer = await run({ bytes: square.bytes, kind: "csv" });
    expect(answer.verdicts).toEqual([expect.objectContaining({ ok: true, kind: "csv" })]);
    expect(answer.read).toMatchObject({
      read: true,
      figures: { format: "square-transactions", effectiveRate: { basis: "gross" } },
    });
    // A deadline no larger than what is kept back for answering leaves the read nothing: the file
    // is kept, its figures go to the specialist.
    const late = await run({ bytes: square.bytes, kind: "csv", deadlineMs: 500 });
    expect(late.verdicts).toEqual([expect.objectContaining({ ok: true, kind: "csv" })]);
    expect(late.read).toEqual({ read: false, reason: "too-complex" });
  }, 60_000);
});
