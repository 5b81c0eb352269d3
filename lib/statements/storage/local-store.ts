import { open, readdir, rename, stat, unlink, utimes } from "node:fs/promises";
import path from "node:path";
import type { BlobStore, StoredBlob } from "./blob-store";
import { durableDirOnce, fsyncPath } from "./durable-fs";
import { isName } from "./names";

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * Committed blobs as files in `dir`, which must be on the same filesystem as the temporary
 * files: a blob appears by an atomic rename of a complete, flushed file, or not at all.
 */
export function createLocalStore(dir: string): BlobStore {
  const ready = durableDirOnce(dir);
  const fileOf = (key: string) => path.join(dir, key);

  return {
    async put(key, file) {
      const now = new Date();
      await utimes(file, now, now); // storedAt: when it was committed, not when the upload ended
      await fsyncPath(file);
      await ready();
      await rename(file, fileOf(key));
      await fsyncPath(dir); // the rename survives a power cut only once the directory is flushed
    },
    async get(key) {
      try {
        return (await open(fileOf(key), "r")).createReadStream();
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      try {
        await unlink(fileOf(key));
        await fsyncPath(dir);
      } catch (error) {
        if (!missing(error)) throw error;
      }
    },
    async *list(): AsyncIterable<StoredBlob> {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      for (const key of names.filter(isName)) {
        const info = await stat(fileOf(key)).catch((error) =>
          missing(error) ? null : Promise.reject(error),
        );
        if (info) yield { key, storedAt: info.mtime };
      }
    },
  };
}
