import { activeNames } from "./active-content";
import { PdfSyntaxError } from "./errors";
import { decodeEscapes, isRegular, Lexer } from "./lexer";
import { pacer } from "../pacer";

const SLASH = 0x2f;
const HASH = 0x23;
const initials = new Set([...activeNames.keys()].map((name) => name.charCodeAt(0)));
// Written with every letter escaped ("#4A#53"), a name takes three bytes a letter.
const longest = 3 * Math.max(...[...activeNames.keys()].map((name) => name.length));

/**
 * The first active-content name (`active-content.ts`) that `decoded` holds as a name token, read
 * from its start as a viewer reads syntax: "/JavaScript" as text inside a string, or inside a
 * comment, is not one. A string that never ends holds the rest of the bytes, as it would for a
 * reader. Bytes in which no "/" begins such a name, whatever surrounds it, are not lexed.
 */
export async function activeNameIn(decoded: Buffer): Promise<string | undefined> {
  if (!mayHoldActiveName(decoded)) return undefined;
  // Lenient numbers: a name's reading does not depend on how "1-2" is read.
  const lexer = new Lexer(decoded, 0, undefined, false);
  const pause = pacer();
  try {
    for (let token = lexer.next(); token.type !== "eof"; token = lexer.next()) {
      if (token.type === "name" && activeNames.has(token.value)) return token.value;
      const paused = pause();
      if (paused) await paused;
    }
  } catch (error) {
    if (!(error instanceof PdfSyntaxError)) throw error;
  }
  return undefined;
}

// Whether any "/" begins a run of name bytes that reads as an active name: the names the lexer
// could find, whatever strings and comments surround them.
function mayHoldActiveName(bytes: Buffer): boolean {
  for (let at = bytes.indexOf(SLASH); at >= 0; at = bytes.indexOf(SLASH, at + 1)) {
    let end = at + 1;
    while (end < bytes.length && isRegular(bytes[end]!)) end++;
    const length = end - at - 1;
    const first = bytes[at + 1]!;
    if (length < 2 || length > longest || (first !== HASH && !initials.has(first))) continue;
    const raw = bytes.toString("latin1", at + 1, end);
    if (activeNames.has(raw.includes("#") ? decodeEscapes(raw) : raw)) return true;
  }
  return false;
}
