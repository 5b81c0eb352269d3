// Text PDF statements read through pdf.js's positioned text, in the inspection worker after the
// file has passed its check: the statement families' adapters first, then the general reader of
// labelled totals. A PDF without text (a scan, a photo saved as PDF) is left to the specialist.
import type { PDFDocumentProxy } from "pdfjs-dist/types/src/display/api";
import { withPdfDocument } from "@/lib/statements/pdfjs/open";
import { finishFigures } from "../finish";
import type { StatementRead } from "../types";
import { readFirstParty } from "./first-party";
import { readGeneral } from "./general";
import { cpuClock } from "../cpu-clock";
import { documentLines, pdfReadLimits, type PdfReadLimits } from "./page-text";
import { periodOf } from "./period";
import type { TextLine } from "./text-lines";
import { readTiered } from "./tiered";

/** Fewer visible characters than this in the whole file: an image of a statement, not text. */
const imageOnly = 20;

/**
 * The figures of a text PDF statement, or why they were not read. The CPU budget counts from
 * this call, loading pdf.js and opening the file included; a caller whose check has already
 * spent some of the worker's 5 s passes a smaller one.
 */
export async function readPdfFigures(
  bytes: Buffer,
  limits: Partial<PdfReadLimits> = {},
): Promise<StatementRead> {
  const clock = cpuClock();
  const started = clock();
  const bounds = { ...pdfReadLimits, ...limits };
  try {
    return await withPdfDocument(bytes, (document) =>
      readDocumentFigures(document, { ...bounds, budgetMs: bounds.budgetMs - (clock() - started) }),
    );
  } catch (error) {
    // A file pdf.js cannot open (its exceptions: InvalidPDFException, PasswordException, ...)
    // passed the site's own check: the specialist opens it instead. Anything else is a fault.
    if (error instanceof Error && error.name.endsWith("Exception")) {
      return { read: false, reason: "unknown-layout" };
    }
    throw error;
  }
}

/** The figures of a document already open (the worker asks pdf.js other questions of it too). */
export async function readDocumentFigures(
  document: PDFDocumentProxy,
  limits: PdfReadLimits = pdfReadLimits,
): Promise<StatementRead> {
  const pages = await documentLines(document, limits);
  if (pages === "too-complex") return { read: false, reason: "too-complex" };
  return readLines(pages.flat());
}

/** The figures that a statement's lines state, by the first family whose layout they follow. */
export function readLines(lines: readonly TextLine[]): StatementRead {
  const characters = lines.reduce((sum, line) => sum + line.text.replace(/\s/g, "").length, 0);
  if (characters < imageOnly) return { read: false, reason: "image" };
  const draft = readFirstParty(lines) ?? readTiered(lines) ?? readGeneral(lines);
  if (!draft) return { read: false, reason: "unknown-layout" };
  return { read: true, figures: finishFigures({ ...draft, period: periodOf(lines) }) };
}
