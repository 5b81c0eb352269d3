import { PdfSyntaxError, PdfTooComplexError } from "./errors";
import type { Lexer, Token } from "./lexer";
import { pdfLimits } from "./limits";
import type { XrefEntry } from "./scan";

const integral = (token: Token) =>
  token.type === "number" && Number.isInteger(token.value) ? token.value : undefined;

/**
 * Reads a classic cross-reference table from just after its `xref` keyword, as pdf.js does:
 * subsections of "first count" and entries of "offset generation n|f", until `trailer`. Lists
 * the objects it says are in use, where it says they are; a table that breaks off lists what came
 * before, as pdf.js keeps those.
 */
export function readXrefTable(lexer: Lexer, entries: XrefEntry[]): void {
  try {
    for (;;) {
      let first = integral(lexer.next());
      const count = integral(lexer.next());
      if (first === undefined || count === undefined) return;
      for (let i = 0; i < count; i++) {
        const offset = integral(lexer.next());
        const gen = integral(lexer.next());
        const type = lexer.next();
        const kind = type.type === "keyword" ? type.value : "";
        if (offset === undefined || gen === undefined || (kind !== "n" && kind !== "f")) return;
        // pdf.js renumbers a subsection "1 n" whose first entry is free from 0.
        if (i === 0 && kind === "f" && first === 1) first = 0;
        if (kind === "n") entries.push({ num: first + i, offset });
        if (entries.length > pdfLimits.maxXrefEntries) {
          throw new PdfTooComplexError("too many cross-reference entries");
        }
      }
    }
  } catch (error) {
    // A table pdf.js cannot read further is read as far as it goes.
    if (!(error instanceof PdfSyntaxError)) throw error;
  }
}
