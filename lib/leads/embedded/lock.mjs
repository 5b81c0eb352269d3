// Who holds the embedded database. PGlite is single-process: two processes on one data folder
// corrupt it, so whoever opens it (the server, or a script while no server runs) first takes
// DATA_DIR/pglite.pid, created exclusively. A file naming a process that is gone is stale and
// taken over. Plain JavaScript so the scripts share it with the server.
import { open, readFile, unlink } from "node:fs/promises";
import path from "node:path";

/** Thrown when another live process holds the database; `pid` names it. */
export class DatabaseHeldError extends Error {
  constructor(pid, file) {
    super(`process ${pid} holds the embedded database (${file})`);
    this.name = "DatabaseHeldError";
    this.pid = pid;
  }
}

const lockFile = (dataDir) => path.resolve(dataDir, "pglite.pid");

/** The pid in the lock file when that process is alive (and not this one), else null. */
async function databaseHolder(dataDir) {
  const pid = Number((await readFile(lockFile(dataDir), "utf8").catch(() => "")).trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return error.code === "EPERM" ? pid : null;
  }
}

/** Takes the database for this process; resolves with a function that gives it back. */
export async function holdDatabase(dataDir) {
  const file = lockFile(dataDir);
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(file, "wx", 0o600);
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return async () => {
        if (Number((await readFile(file, "utf8").catch(() => "")).trim()) === process.pid)
          await unlink(file).catch(() => {});
      };
    } catch (error) {
      if (error.code !== "EEXIST" || attempt > 0) throw error;
      const holder = await databaseHolder(dataDir);
      if (holder) throw new DatabaseHeldError(holder, file);
      await unlink(file).catch(() => {}); // stale: its process is gone (or it is this one's)
    }
  }
}
