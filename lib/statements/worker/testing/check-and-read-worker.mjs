// Runs check-and-read.ts in a worker thread for its tests (Jest's module loader cannot import
// pdf.js's ES modules), with the site's check or with `blind`, a stand-in check that passes every
// file as it stands: what is refused then is refused by pdf.js's verdict alone. Answers each
// message { bytes, kind, blind, deadlineMs } with the verdicts the pool would hear and the read.
import { parentPort } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { "@/": root } });
const { checkAndRead, workerDeps } = await jiti.import("../check-and-read.ts");
const { accepted } = await jiti.import("../../result.ts");

const blindCheck = async (bytes, kind) => accepted(kind, bytes);

parentPort.on("message", async ({ bytes, kind, blind, deadlineMs = 5_000 }) => {
  const verdicts = [];
  const deps = workerDeps(deadlineMs);
  const read = await checkAndRead(
    Buffer.from(bytes),
    kind,
    // The stored bytes stay here, as the worker keeps them.
    (verdict) => verdicts.push({ ...verdict, bytes: undefined }),
    blind ? { ...deps, check: blindCheck } : deps,
  );
  parentPort.postMessage({ verdicts, read });
});
