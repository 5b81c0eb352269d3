import type { statementLimits } from "./limits";

// The shapes of a statement upload as parse-upload.ts reads it: what goes in, what comes out.

/** Where one file's bytes go as they arrive (an encrypted temporary file); never memory. */
export type UploadSink = {
  write(chunk: Buffer): Promise<void>;
  finish(): Promise<{ tempId: string; size: number; sha256: string }>;
  /** Removes what was written, finished or not. */
  abort(): Promise<void>;
};

/** One file as it arrived: the visitor's name for it, the kind its first bytes show, its temp file. */
export type ReceivedFile = {
  index: number;
  originalName: string;
  kind: string;
  tempId: string;
  size: number;
  sha256: string;
};

/** Why an upload stopped before its end; each has its own message for the visitor. */
export type UploadRefusal =
  | { reason: "too_many_files" }
  | { reason: "file_too_large"; index: number; name: string }
  | { reason: "total_too_large" }
  | { reason: "empty_file"; index: number; name: string }
  | { reason: "wrong_type"; index: number; name: string; message: string }
  | { reason: "fields"; answer: unknown }
  | { reason: "malformed"; detail: string };

export type ParsedUpload =
  | { ok: true; fields: Record<string, string>; files: ReceivedFile[] }
  | { ok: false; refusal: UploadRefusal; fields: Record<string, string> };

export type ParseDeps = {
  /** A new sink for the next file. */
  createSink(): Promise<UploadSink>;
  /** The file's kind from its first bytes, or why it is refused. */
  sniff(head: Buffer): { ok: true; kind: string } | { ok: false; message: string };
  /**
   * Called once, when the first file begins: the form sends its text fields first, so they are
   * all in. A refusal stops the upload before any file is read.
   */
  beforeFiles?(fields: Record<string, string>): { reason: "fields"; answer: unknown } | null;
  limits?: Partial<typeof statementLimits>;
};
