// A worker thread that reads PDF statements with the site's own reader, for the tests: Jest's
// module loader cannot import pdf.js's ES modules, so the reader runs here, its TypeScript
// compiled by jiti and pdf.js imported natively, as the inspection worker imports it.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { parentPort } from "node:worker_threads";
import { createJiti } from "jiti";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { "@/": root }, nativeModules: ["pdfjs-dist"] });
const { readPdfFigures } = await jiti.import("../pdf/index.ts");

// Modules loaded from node_modules so far: the test holds pdf.js to no native canvas.
const loaded = () =>
  Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes("@napi-rs"));

parentPort.on("message", async ({ id, bytes, limits }) => {
  const input = Buffer.from(bytes);
  const started = performance.now();
  const read = await readPdfFigures(input, limits);
  const ms = performance.now() - started;
  parentPort.postMessage({ id, read, ms, native: loaded() });
});
