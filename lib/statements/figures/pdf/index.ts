import type { StatementRead } from "../types";

// A stand-in until the PDF readers land (wt-reads-pdf): it reads nothing, so every PDF goes to
// the specialist as before. The real module replaces this file whole.

/** Reads a text PDF statement's figures through its positioned text. */
export async function readPdfFigures(bytes: Buffer): Promise<StatementRead> {
  void bytes;
  return { read: false, reason: "unknown-layout" };
}
