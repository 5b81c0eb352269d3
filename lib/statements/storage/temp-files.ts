import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, readdir, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { durableDirOnce } from "./durable-fs";
import { assertName, isName, randomName } from "./names";
import { createSealStream, openSealed } from "./seal-streams";

/** What a finished temporary file holds, measured on the plaintext. */
export type TempResult = { tempId: string; size: number; sha256: string };

/** One upload being written: plaintext goes into `writable` and lands encrypted on disk. */
export type TempFile = {
  tempId: string;
  /** Takes the plaintext with backpressure; nothing of it is kept in memory beyond a segment. */
  writable: Writable;
  /** Ends `writable` if the caller has not, and resolves once the file is complete on disk. */
  finish(): Promise<TempResult>;
  /** Stops writing and removes what was written (safe to call at any time, more than once). */
  abort(): Promise<void>;
};

const suffix = ".part";

/**
 * Temporary sealed files in `dir` (named `<32 hex>.part`, so a sweep recognises them), for
 * uploads being received and inspected before they are committed.
 */
export function createTempFiles(dir: string, masterKey: Buffer) {
  const inUse = new Set<string>();
  const finished = new Set<string>();
  const ready = durableDirOnce(dir);
  const fileOf = (tempId: string) => path.join(dir, `${tempId}${suffix}`);

  async function writeSealed(source: Transform, file: string) {
    await ready();
    const handle = await open(file, "wx", 0o600);
    await pipeline(source, createSealStream(masterKey), handle.createWriteStream());
  }

  function create(): TempFile {
    const tempId = randomName();
    const file = fileOf(tempId);
    const hash = createHash("sha256");
    let size = 0;
    const writable = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    inUse.add(tempId);
    const written = writeSealed(writable, file).catch(async (error: Error) => {
      writable.destroy(error); // so a writer waiting on backpressure hears of it
      await discard(file).catch(() => {}); // the write's own error is the one to report
      forget(tempId);
      throw error;
    });
    written.catch(() => {}); // reported by finish() or abort()
    let result: Promise<TempResult> | undefined;
    return {
      tempId,
      writable,
      finish: () =>
        (result ??= (async () => {
          if (!writable.writableEnded) writable.end();
          await written;
          finished.add(tempId);
          return { tempId, size, sha256: hash.digest("hex") };
        })()),
      async abort() {
        writable.destroy();
        await written.catch(() => {});
        await discard(file);
        forget(tempId);
      },
    };
  }

  /** The path of a finished temporary file; refuses one still being written or unknown. */
  function finishedFile(tempId: string): string {
    assertName(tempId, "temporary file id");
    if (!finished.has(tempId)) throw new Error(`Temporary statement ${tempId} is not finished.`);
    return fileOf(tempId);
  }

  /**
   * A finished file's plaintext. With `into`, it is copied there (a caller that inspects one file
   * at a time reuses one buffer instead of leaving a dead one per upload for the collector) and
   * the filled part is returned; a file larger than `into` is read into a new buffer.
   */
  async function read(tempId: string, into?: Buffer): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let length = 0;
    // Read in 256 KB slices, not Node's 64 KB: a statement takes a quarter of the main thread's
    // file reads, each under a millisecond of decryption.
    const sealed = createReadStream(finishedFile(tempId), { highWaterMark: 256 * 1024 });
    for await (const chunk of await openSealed(sealed, masterKey)) {
      const bytes = chunk as Buffer;
      if (into && length + bytes.length <= into.length) bytes.copy(into, length);
      else {
        if (into && chunks.length === 0 && length > 0)
          chunks.push(Buffer.from(into.subarray(0, length)));
        into = undefined;
        chunks.push(bytes);
      }
      length += bytes.length;
    }
    return into ? into.subarray(0, length) : Buffer.concat(chunks);
  }

  function forget(tempId: string) {
    inUse.delete(tempId);
    finished.delete(tempId);
  }

  /** Removes temporary files older than `olderThanMs` that this process is not using. */
  async function sweep(olderThanMs: number): Promise<number> {
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [] as string[];
      throw error;
    });
    let removed = 0;
    for (const name of names) {
      const tempId = name.slice(0, -suffix.length);
      if (!name.endsWith(suffix) || !isName(tempId) || inUse.has(tempId)) continue;
      const info = await stat(fileOf(tempId)).catch(() => null);
      if (!info || Date.now() - info.mtimeMs < olderThanMs) continue;
      await discard(fileOf(tempId));
      removed += 1;
    }
    return removed;
  }

  return { create, read, finishedFile, forget, sweep };
}

/**
 * Removes a file that may never have been created (or whose directory never was), with one
 * unlink: rm() stats the path first, a second file call on the main thread for every upload.
 */
async function discard(file: string) {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT" && error.code !== "ENOTDIR") throw error;
  });
}
