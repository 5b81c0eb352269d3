import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";

/**
 * Postgres settings for the embedded store, after PGlite's own start parameters (startParams
 * replaces them, so they come first): a lead form's few rows a day need kilobytes of cache, not
 * Postgres's 128 MB of shared buffers, and the server must fit a 512 MB instance (issue 36).
 */
export const embeddedStartParams = [
  ...PGlite.defaultStartParams,
  ...["-c", "shared_buffers=8MB", "-c", "work_mem=1MB", "-c", "maintenance_work_mem=4MB"],
  ...["-c", "temp_buffers=1MB"],
];

/** Child-process script: creates (initdb) the data directory given as its argument, then exits. */
const initScript = `
const { PGlite } = await import("@electric-sql/pglite");
const db = await PGlite.create(process.argv[1]);
await db.close();
`;

/**
 * Creates a new data directory in a short-lived child process, so initdb's half a gigabyte of
 * WebAssembly memory is never part of the server (V8 keeps much of it after PGlite closes). A
 * folder that already holds a database is left alone; a failure is left to the caller's own
 * open, which then runs initdb in-process as before.
 */
export async function initDataDirElsewhere(dir: string): Promise<void> {
  if (existsSync(path.join(dir, "PG_VERSION"))) return;
  await new Promise<void>((resolve) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", initScript, dir], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.on("error", () => resolve());
    child.on("exit", () => resolve());
  });
}
