const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
const OPEN = 0x28; // (
const formulaStarts = new Set([0x3d, 0x40]); // = @
const signs = new Set([0x2b, 0x2d]); // + -
// After a number, what still makes a formula reach out: DDE (`cmd|' /C calc'`) and a reference
// to another sheet or file (`'\\host\share\[book.xlsx]Sheet'!A1`); function calls are caught apart.
const reachOut = new Set([0x7c, 0x21]); // | !
const isBlank = (code: number) => code === 0x20 || code === 0x09 || code === 0xa0;
// What leads a cell without counting (OWASP: a tab or carriage return before "=" still counts).
const isLeading = (code: number) => isBlank(code) || code === CR || code === LF || code === QUOTE;
const isLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
const isNamePart = (code: number) =>
  isLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x5f || code === 0x2e;
// A sign before a number (-12.40, +5%, -$3.10, +1 (262) 555-0100), or a cell of dashes only.
const numberStart = /^[-+] ?[$€£]? ?\.?\d/;
const HEAD = 32;

/**
 * Judges one cell, a character at a time, as OWASP's CSV-injection guidance does: a cell whose
 * first character (after spaces, tabs, line breaks and quotes) is `=` or `@` is a formula; one
 * that starts with `+` or `-` is a formula unless a number follows the sign and nothing after it
 * calls a function, runs DDE or reaches another sheet or file. Keeps at most 32 characters.
 */
export class FormulaCell {
  private first = 0;
  private head = "";
  private length = 0;
  private reaches = false;
  private inName = false;

  add(code: number) {
    if (!this.first) {
      if (isLeading(code)) return;
      this.first = code;
    }
    if (!signs.has(this.first)) return;
    this.length++;
    if (this.head.length < HEAD) this.head += String.fromCharCode(code);
    if (reachOut.has(code) || (code === OPEN && this.inName)) this.reaches = true;
    this.inName = isLetter(code) || (this.inName && isNamePart(code));
  }

  /** Whether the cell read since the last `end` is a formula; starts the next cell. */
  end(): boolean {
    const head = this.head.trimEnd();
    const dashes = this.length <= HEAD && /^-+$/.test(head);
    const formula =
      formulaStarts.has(this.first) ||
      (signs.has(this.first) && (this.reaches || !(numberStart.test(head) || dashes)));
    this.first = this.length = 0;
    this.head = "";
    this.reaches = this.inName = false;
    return formula;
  }
}
