import { endsToken, isDigit, isWhitespace } from "./lexer";

const OBJ = Buffer.from("obj");

/**
 * Whether the file holds an object header ("12 0 obj") that the scan did not read as one: inside
 * a string, a comment or another stream's data, or glued to a number ("12 0 obj7"). A viewer
 * that follows the cross-reference table reads such an object; the scan, reading in file order,
 * would miss what it holds.
 */
export function hasHiddenObject(bytes: Buffer, objKeywords: ReadonlyMap<number, number>): boolean {
  for (let at = bytes.indexOf(OBJ); at >= 0; at = bytes.indexOf(OBJ, at + OBJ.length)) {
    // pdf.js also reads "4 0 obj12" as object 4, whose value is 12.
    const ends = endsToken(bytes[at + OBJ.length]) || isDigit(bytes[at + OBJ.length]);
    if (ends && followsNumbers(bytes, at) && !objKeywords.has(at)) {
      return true;
    }
  }
  return false;
}

// "N G obj": digits, white space, digits, optional white space, then the keyword at `at`.
function followsNumbers(bytes: Buffer, at: number): boolean {
  let i = at - 1;
  while (isWhitespace(bytes[i])) i--;
  if (!isDigit(bytes[i])) return false;
  while (isDigit(bytes[i])) i--;
  if (!isWhitespace(bytes[i])) return false;
  while (isWhitespace(bytes[i])) i--;
  return isDigit(bytes[i]);
}
