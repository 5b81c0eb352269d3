// A worker thread that asks pdf.js what it finds in each PDF it is sent: run apart from Jest,
// whose module loader cannot import pdf.js's ES modules. Answers "active", "encrypted", "clean"
// or "unreadable" for each message of bytes.
import { parentPort } from "node:worker_threads";

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

async function verdict(bytes) {
  const task = pdfjs.getDocument({ data: bytes, verbosity: 0, isEvalSupported: false });
  try {
    const doc = await task.promise;
    // A file that opened without a password (an owner password only) is judged by what pdf.js
    // decrypts; one that needs a password throws PasswordException below.
    const { info } = await doc.getMetadata();
    const found = [
      info.IsXFAPresent,
      Object.keys((await doc.getJSActions()) ?? {}).length,
      (await doc.getOpenAction())?.action,
      Object.keys((await doc.getAttachments()) ?? {}).length,
    ];
    for (let n = 1; n <= doc.numPages; n++) {
      for (const annotation of await (await doc.getPage(n)).getAnnotations()) {
        const unsafe = annotation.unsafeUrl;
        found.push(
          Object.keys(annotation.actions ?? {}).length,
          annotation.attachment,
          annotation.annotationType === pdfjs.AnnotationType.FILEATTACHMENT,
          unsafe && !/^(https?|mailto):/i.test(unsafe),
        );
      }
    }
    return found.some(Boolean) ? "active" : "clean";
  } catch (error) {
    return error?.name === "PasswordException" ? "encrypted" : "unreadable";
  } finally {
    await task.destroy();
  }
}

parentPort.on("message", async ({ id, bytes }) => {
  parentPort.postMessage({ id, verdict: await verdict(bytes) });
});
