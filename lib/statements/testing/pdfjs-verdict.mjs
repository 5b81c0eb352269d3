// A worker thread that asks pdf.js what active content it finds in each PDF it is sent, with the
// questions of lib/statements/pdf/pdfjs-active.ts. It runs apart from Jest, whose module loader
// cannot import pdf.js's ES modules. Answers { id, verdict, found } for each message of bytes:
// "active" (with what pdf.js found), "encrypted", "clean" or "unreadable".
import { parentPort } from "node:worker_threads";
import { createJiti } from "jiti";

// pdf.js's module builds one DOMMatrix when it loads; nothing here renders, so a bare one serves.
globalThis.DOMMatrix ??= class {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;
};
const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
const { pdfjsActiveContent } = await createJiti(import.meta.url).import("../pdf/pdfjs-active.ts");

async function verdict(bytes) {
  const task = pdfjs.getDocument({ data: bytes, verbosity: 0, isEvalSupported: false });
  try {
    // A file that opened without a password (an owner password only) is judged by what pdf.js
    // decrypts; one that needs a password throws PasswordException.
    const found = await pdfjsActiveContent(await task.promise);
    return { verdict: found.length > 0 ? "active" : "clean", found };
  } catch (error) {
    return { verdict: error?.name === "PasswordException" ? "encrypted" : "unreadable", found: [] };
  } finally {
    await task.destroy();
  }
}

parentPort.on("message", async ({ id, bytes }) => {
  parentPort.postMessage({ id, ...(await verdict(bytes)) });
});
