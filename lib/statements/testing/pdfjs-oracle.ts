// pdf.js as the PDF check's reference reader, in a worker thread of its own (pdfjs-verdict.mjs),
// for the differential test and the fuzzer.
import path from "node:path";
import { Worker } from "node:worker_threads";

/** What pdf.js makes of a file, and the active content it found (pdfjs-active.ts). */
export type PdfjsVerdict = {
  verdict: "active" | "encrypted" | "clean" | "unreadable" | "timeout";
  found: string[];
};

const entry = path.resolve("lib/statements/testing/pdfjs-verdict.mjs");

/**
 * Starts pdf.js in a worker. `verdict` answers one file at a time; a file pdf.js has not judged
 * within `timeoutMs` is "timeout", and its worker is replaced so the next file gets a fresh one.
 */
export function startPdfjs({ timeoutMs = 20_000 } = {}) {
  let worker = new Worker(entry);
  let asked = 0;
  let queue = Promise.resolve();
  const ask = (bytes: Buffer) =>
    new Promise<PdfjsVerdict>((resolve) => {
      const id = ++asked;
      const timer = setTimeout(() => {
        worker.off("message", answer);
        void worker.terminate();
        worker = new Worker(entry);
        resolve({ verdict: "timeout", found: [] });
      }, timeoutMs);
      const answer = (message: PdfjsVerdict & { id: number }) => {
        if (message.id !== id) return;
        clearTimeout(timer);
        worker.off("message", answer);
        resolve({ verdict: message.verdict, found: message.found });
      };
      worker.on("message", answer);
      worker.postMessage({ id, bytes: new Uint8Array(bytes) });
    });
  return {
    verdict(bytes: Buffer): Promise<PdfjsVerdict> {
      const answer = queue.then(() => ask(bytes));
      queue = answer.then(() => undefined);
      return answer;
    },
    stop: () => worker.terminate(),
  };
}
