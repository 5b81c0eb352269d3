import type { Readable } from "node:stream";

/** A committed blob as a listing shows it. */
export type StoredBlob = { key: string; storedAt: Date };

/** Where committed (sealed) statements live: a local directory or a private bucket. */
export type BlobStore = {
  /** Makes the sealed file at `file` durable under `key`, and removes `file`. */
  put(key: string, file: string): Promise<void>;
  /** The sealed bytes under `key`, or null when there are none. */
  get(key: string): Promise<Readable | null>;
  /** Deletes `key`; deleting what is not there succeeds. */
  remove(key: string): Promise<void>;
  list(): AsyncIterable<StoredBlob>;
};
