// Every page's positioned text from an open pdf.js document, within bounds: a page count, a
// number of text runs, and a CPU budget kept well inside the worker's 5 s deadline, so a file
// too large to read is left to the specialist rather than refused as too complex to check.
import type { PDFDocumentProxy } from "pdfjs-dist/types/src/display/api";
import { cpuClock } from "../cpu-clock";
import { linesOf, type PlacedRun, type TextLine } from "./text-lines";

export const pdfReadLimits = {
  /** Statements run to a few pages; a longer file is read by the specialist. */
  maxPages: 40,
  /** Text runs in all (a dense statement page holds 500 to 2,000). */
  maxRuns: 60_000,
  /**
   * CPU time for reading, pdf.js's first load (0.6 s) included: with the check's own (real
   * statements within 1 s), well inside the worker's 5 s deadline.
   */
  budgetMs: 2_000,
};

export type PdfReadLimits = typeof pdfReadLimits;

type Item = { str?: string; transform?: number[]; width?: number };

/** Each page's lines, or "too-complex" past a bound. */
export async function documentLines(
  document: PDFDocumentProxy,
  limits: PdfReadLimits = pdfReadLimits,
  clock = cpuClock(),
): Promise<TextLine[][] | "too-complex"> {
  if (document.numPages > limits.maxPages) return "too-complex";
  const started = clock();
  const pages: TextLine[][] = [];
  let runs = 0;
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const view = page.getViewport({ scale: 1 }).transform;
    const placed: PlacedRun[] = [];
    const reader = page.streamTextContent().getReader() as ReadableStreamDefaultReader<{
      items: Item[];
    }>;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      runs += chunk.value.items.length;
      if (runs > limits.maxRuns || clock() - started > limits.budgetMs) {
        await reader.cancel(new Error("past the read's bounds")); // pdf.js wants a reason
        return "too-complex";
      }
      for (const item of chunk.value.items) {
        if (item.str && item.transform)
          placed.push(place(item.str, item.transform, item.width ?? 0, view));
      }
    }
    page.cleanup();
    pages.push(linesOf(placed, number));
  }
  return pages;
}

// The run's text matrix through the page's view (its rotation, the flip to y downwards): where
// its baseline starts, and its font size as shown. pdf.js gives widths in the page's units.
function place(text: string, matrix: number[], width: number, view: number[]): PlacedRun {
  const [, , c = 0, d = 0, e = 0, f = 0] = matrix;
  const [va = 1, vb = 0, vc = 0, vd = 1, ve = 0, vf = 0] = view;
  return {
    text,
    x: va * e + vc * f + ve,
    y: vb * e + vd * f + vf,
    width: width * Math.hypot(va, vb),
    size: Math.hypot(va * c + vc * d, vb * c + vd * d),
  };
}
