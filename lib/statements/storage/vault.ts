import path from "node:path";
import type { Readable } from "node:stream";
import type { BlobStore, StoredBlob } from "./blob-store";
import { keyId } from "./format";
import { createLocalStore } from "./local-store";
import { assertName, randomName } from "./names";
import { createS3Store, type S3Settings } from "./s3-store";
import { openSealed } from "./seal-streams";
import { createTempFiles, type TempFile, type TempResult } from "./temp-files";

export type StatementVaultConfig = {
  /** Temporary files live in DATA_DIR/statements/tmp; local blobs in DATA_DIR/statements/blobs. */
  dataDir: string;
  /** The 32-byte master key (see statementsKey in key.ts): new files are sealed under it. */
  key: Buffer;
  /** Keys of earlier rotations (STATEMENTS_PREVIOUS_KEYS): files sealed under them stay readable. */
  previousKeys?: readonly Buffer[];
  /** A private bucket; without it blobs stay in DATA_DIR. */
  s3?: S3Settings;
};

/** Private, encrypted storage for uploaded statements. */
export type StatementVault = {
  mode: "local" | "s3";
  /** The master key's id as written in every blob header (safe to log). */
  keyId: string;
  /** A new temporary file that encrypts what is written to it. */
  createTemp(): TempFile;
  /** A finished temporary file's plaintext, verified (for inspection; one file at a time). */
  readTemp(tempId: string, into?: Buffer): Promise<Buffer>;
  /** Makes a finished temporary file a blob under a new random key, durable once this resolves. */
  commit(tempId: string): Promise<{ key: string }>;
  /** The blob's plaintext as a verifying stream, or null when it is gone; rejects a wrong key. */
  open(key: string): Promise<Readable | null>;
  /** Deletes a blob; deleting one that is gone succeeds. */
  remove(key: string): Promise<void>;
  /** Every committed blob, for the sweep of blobs that no lead references. */
  list(): AsyncIterable<StoredBlob>;
  /** Removes temporary files left by a crash, older than `olderThanMs`; resolves to how many. */
  sweepTemp(olderThanMs: number): Promise<number>;
};

/** Storage in DATA_DIR, or in the bucket when `s3` is given; uploads always pass DATA_DIR. */
export function createStatementVault(config: StatementVaultConfig): StatementVault {
  const keys = [config.key, ...(config.previousKeys ?? [])];
  if (keys.some((key) => key.length !== 32))
    throw new Error("The statements key must be 32 bytes.");
  const root = path.resolve(config.dataDir, "statements");
  const temps = createTempFiles(path.join(root, "tmp"), config.key);
  const store: BlobStore = config.s3
    ? createS3Store(config.s3)
    : createLocalStore(path.join(root, "blobs"));

  return {
    mode: config.s3 ? "s3" : "local",
    keyId: keyId(config.key).toString("hex"),
    createTemp: temps.create,
    readTemp: temps.read,
    async commit(tempId) {
      const key = randomName();
      await store.put(key, temps.finishedFile(tempId));
      temps.forget(tempId);
      return { key };
    },
    async open(key) {
      assertName(key, "key");
      const sealed = await store.get(key);
      return sealed && openSealed(sealed, keys);
    },
    async remove(key) {
      assertName(key, "key");
      await store.remove(key);
    },
    list: () => store.list(),
    sweepTemp: temps.sweep,
  };
}

export type { TempFile, TempResult };
