import { createHash } from "node:crypto";

/** Deterministic bytes for file number `n`, so a test can recompute what a child sent. */
export function contentOf(n: number, size: number): Buffer {
  return Buffer.alloc(size, createHash("sha256").update(`file ${n}`).digest());
}

/** Sizes from 0 to about 1 MB, some of them exact multiples of a 64 KiB segment. */
export function sizeOf(n: number): number {
  return [0, 1, 65_536, 65_537, 300_000, 1_000_000][n % 6]!;
}

export const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");
