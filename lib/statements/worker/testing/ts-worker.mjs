// Runs inspect-worker.ts in a worker thread under Jest, where no bundler has built it: jiti
// compiles the TypeScript as the worker imports it. (The server runs the bundler's build.)
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { "@/": root } });
await jiti.import("../inspect-worker.ts");
