import path from "node:path";
import { Worker } from "node:worker_threads";
import type { PdfReadLimits } from "../pdf/page-text";
import type { StatementFigures, StatementRead } from "../types";

export type WorkerRead = { read: StatementRead; ms: number; native: string[] };

/**
 * readPdfFigures in a worker thread of its own (pdf-reader-worker.mjs), for tests under Jest.
 * `output` collects what the thread prints: pdf.js is held to printing nothing.
 */
export function pdfReader() {
  const worker = new Worker(path.resolve("lib/statements/figures/testing/pdf-reader-worker.mjs"), {
    stdout: true,
    stderr: true,
  });
  const output: string[] = [];
  worker.stdout.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  worker.stderr.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  let asked = 0;
  return {
    output,
    read(bytes: Buffer, limits?: Partial<PdfReadLimits>): Promise<WorkerRead> {
      const id = ++asked;
      return new Promise((resolve, reject) => {
        const answer = (message: WorkerRead & { id: number }) => {
          if (message.id !== id) return;
          worker.off("message", answer);
          worker.off("error", reject);
          resolve(message);
        };
        worker.on("message", answer);
        worker.on("error", reject);
        worker.postMessage({ id, bytes: new Uint8Array(bytes), limits });
      });
    },
    /** The figures of a file that must be read (a test fails with the reason otherwise). */
    async figures(bytes: Buffer | Promise<Buffer>): Promise<StatementFigures> {
      const { read } = await this.read(await bytes);
      if (!read.read) throw new Error(`not read: ${read.reason}`);
      return read.figures;
    },
    close: () => worker.terminate(),
  };
}

/** A PDF page and line, as a figure's source. */
export const pdfLine = (page: number, line: number) => ({ kind: "pdf" as const, page, line });
