// What the inspection worker does with one file: the site's check, then the figures of a file it
// keeps. A PDF is opened in pdf.js once, for the check's last question (does pdf.js, the reader
// Firefox opens PDFs with, find anything active?) and for the read, so pdf.js parses it once.
import type { PDFDocumentProxy } from "pdfjs-dist/types/src/display/api";
import { cpuClock } from "../figures/cpu-clock";
import { readExport } from "../figures/exports";
import { readDocumentFigures } from "../figures/pdf";
import { pdfReadLimits } from "../figures/pdf/page-text";
import type { StatementRead } from "../figures/types";
import { unread } from "../figures/unread";
import { inspectContent, type ContentKind } from "../inspect-content";
import { pdfjsActiveContent } from "../pdf/pdfjs-active";
import { withPdfDocument } from "../pdfjs/open";
import { refused, type Accepted, type Inspection } from "../result";

export type CheckAndReadDeps = {
  /** The site's own check (inspect-content.ts); a test passes one that misses what pdf.js finds. */
  check: (bytes: Buffer, kind: ContentKind) => Promise<Inspection>;
  /** The worker's CPU deadline for the whole file (the pool's): the read gets what is left. */
  deadlineMs: number;
};

/** The most a read may take, and what is kept back from the deadline for answering. */
const readMs = 2_000;
const reserveMs = 500;

/**
 * Checks a file and reads the figures of one it keeps. `checked` hears the verdict once it is
 * final: from then on the pool keeps the file, whatever becomes of its read. Answers the figures,
 * or undefined for a refused file. A reader's failure reads nothing; it is never logged, since
 * its message may quote the file.
 */
export async function checkAndRead(
  bytes: Buffer,
  kind: ContentKind,
  checked: (inspection: Inspection) => void,
  { check, deadlineMs }: CheckAndReadDeps,
): Promise<StatementRead | undefined> {
  const clock = cpuClock();
  const started = clock();
  const budgetMs = () =>
    Math.max(0, Math.min(readMs, deadlineMs - reserveMs - (clock() - started)));
  const inspection = await check(bytes, kind);
  if (!inspection.ok) return void checked(inspection);
  if (kind !== "pdf") {
    checked(inspection);
    return readExport(inspection.bytes, kind, { budgetMs: budgetMs() });
  }
  let told = false;
  const tell = (answer: Inspection) => {
    told = true;
    checked(answer);
  };
  try {
    return await withPdfDocument(inspection.bytes, (document) =>
      judgeAndRead(document, inspection, tell, budgetMs),
    );
  } catch {
    // pdf.js could not open or answer for a file the site's check passed (a viewer would show an
    // error, and run nothing): the check's verdict stands, and the specialist opens the file.
    if (!told) tell(inspection);
    return unread("unknown-layout");
  }
}

async function judgeAndRead(
  document: PDFDocumentProxy,
  inspection: Accepted,
  tell: (answer: Inspection) => void,
  budgetMs: () => number,
): Promise<StatementRead | undefined> {
  // Issue 43: a file that either reader finds active is refused, as the check itself refuses it.
  if ((await pdfjsActiveContent(document)).length > 0) {
    return void tell(refused("pdf-active-content"));
  }
  tell(inspection);
  return readDocumentFigures(document, { ...pdfReadLimits, budgetMs: budgetMs() });
}

/** The worker's own dependencies: the site's check, and the pool's deadline. */
export const workerDeps = (deadlineMs: number): CheckAndReadDeps => ({
  check: inspectContent,
  deadlineMs,
});
