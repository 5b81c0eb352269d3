import type { LeadFormState } from "@/lib/leads/form-state";
import type { StatementRead } from "./figures/types";
import type { UploadSink } from "./parse-upload";

/** A refusal of one file, shown beside it in the list (index is its place in the upload). */
export type FileProblem = { index: number; name: string; message: string };

/** What the upload route answers; also the state of the statement form island. */
export type StatementFormState = LeadFormState & { files?: FileProblem[] };

/** The private file store, as the upload route uses it (lib/statements/storage). */
export type StatementFiles = {
  /** A new encrypted temporary file for an arriving upload. */
  createSink(): Promise<UploadSink>;
  /**
   * A temporary file's plaintext, for inspection (one file of at most 10 MB at a time); copied
   * into `into` when it fits, and then only valid until the next read into it.
   */
  readTemp(tempId: string, into?: Buffer): Promise<Buffer>;
  /** A new temporary file holding these bytes (a photo re-encoded without its metadata). */
  writeTemp(bytes: Buffer): Promise<{ tempId: string; size: number; sha256: string }>;
  removeTemp(tempId: string): Promise<void>;
  /** Makes a temporary file durable under a new opaque key; the temporary file is gone after. */
  commit(tempId: string): Promise<string>;
  /** Removes a committed blob; removing one that is gone is not an error. */
  remove(key: string): Promise<void>;
};

/** What the content check answers for one file (lib/statements/inspect), with its figures' read. */
export type Inspection =
  | {
      ok: true;
      kind: string;
      mediaType: string;
      extension: string;
      bytes: Buffer;
      read?: StatementRead;
    }
  | { ok: false; reason: string; message: string };
