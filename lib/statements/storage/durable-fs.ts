import { mkdir, open } from "node:fs/promises";
import path from "node:path";

/** Flushes a file's or a directory's contents to the disk (for a directory: its entries). */
export async function fsyncPath(target: string) {
  const handle = await open(target, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Creates `dir` (mode 0700) and makes each directory it had to create survive a power cut. */
export async function ensureDurableDir(dir: string) {
  const first = await mkdir(dir, { recursive: true, mode: 0o700 });
  if (!first) return;
  // Every new entry, from the first directory created down to `dir`, lives in its parent.
  for (let current = dir; ; current = path.dirname(current)) {
    await fsyncPath(path.dirname(current));
    if (current === first) break;
  }
}

/** Makes `dir` as ensureDurableDir does, once: later calls reuse the success, not a failure. */
export function durableDirOnce(dir: string): () => Promise<void> {
  let made: Promise<void> | undefined;
  return () =>
    (made ??= ensureDurableDir(dir).catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}
