import { PdfSyntaxError } from "./errors";

/** One token of PDF syntax; strings are skipped, only their place is kept. */
export type Token = { start: number } & (
  | { type: "name"; value: string }
  | { type: "number"; value: number; integer: boolean }
  | { type: "string" }
  | { type: "keyword"; value: string }
  | { type: "<<" | ">>" | "[" | "]" | "eof" }
);

// Each byte's class, looked up rather than computed: the scan reads every byte of a file.
const WHITESPACE = 1;
const DELIMITER = 2;
const classes = new Uint8Array(256);
for (const byte of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) classes[byte] = WHITESPACE;
for (const byte of Buffer.from("()<>[]{}/%")) classes[byte] = DELIMITER;

/** Whether a byte is PDF white space (ISO 32000 table 1). */
export const isWhitespace = (byte: number | undefined) =>
  byte !== undefined && classes[byte] === WHITESPACE;
/** Whether a byte ends a keyword or name: white space, a delimiter or the end. */
export const endsToken = (byte: number | undefined) => byte === undefined || classes[byte] !== 0;
/** Whether a byte belongs inside a keyword or name (neither white space nor a delimiter). */
export const isRegular = (byte: number) => classes[byte] === 0;
export const isDigit = (byte: number | undefined) =>
  byte !== undefined && byte >= 0x30 && byte <= 0x39;
const BACKSLASH = 0x5c;

/**
 * Reads PDF tokens (ISO 32000 7.2-7.3) from `bytes` at `pos`. Names come back decoded: `#xx`
 * escapes in either case, so `/J#61vaScript` and `/J#61VaScript` read as written. `onToken`
 * sees every token, the way the scan finds every name wherever it stands. A number that pdf.js
 * reads otherwise (`1-2` is 12 to it, `1e1` is 10) is a syntax error unless `strict` is false.
 */
export class Lexer {
  constructor(
    readonly bytes: Buffer,
    public pos = 0,
    private readonly onToken?: (token: Token) => void,
    private readonly strict = true,
  ) {}

  next(): Token {
    const token = this.read();
    this.onToken?.(token);
    return token;
  }

  /** Moves past white space and comments. */
  skipSpace(): void {
    const { bytes } = this;
    while (this.pos < bytes.length) {
      const byte = bytes[this.pos]!;
      if (classes[byte] === WHITESPACE) this.pos++;
      else if (byte === 0x25)
        while (this.pos < bytes.length && !isEol(bytes[this.pos]!)) this.pos++;
      else return;
    }
  }

  /**
   * After an integer: whether a reference's tail (`G R`, G an integer) follows; if so the lexer
   * moves past it, else it stays put. Read from the bytes without making tokens, so that a long
   * array of numbers is read once rather than three times (each number was read again as the
   * possible generation and `R` of the one before). The tail's tokens are a number and a keyword,
   * which `onToken` has no use for.
   */
  skipReferenceTail(): boolean {
    const { bytes } = this;
    const resume = this.pos;
    this.skipSpace();
    let at = this.pos;
    if (bytes[at] === 0x2b || bytes[at] === 0x2d) at++;
    const digitsStart = at;
    while (isDigit(bytes[at])) at++;
    // Digits then "." is a real number, never a generation (as readNumber reads it).
    if (at > digitsStart && bytes[at] !== 0x2e) {
      this.pos = at;
      this.skipSpace();
      if (bytes[this.pos] === 0x52 && endsToken(bytes[this.pos + 1])) {
        this.pos += 1;
        return true;
      }
    }
    this.pos = resume;
    return false;
  }

  private read(): Token {
    this.skipSpace();
    const { bytes } = this;
    const start = this.pos;
    if (start >= bytes.length) return { type: "eof", start };
    const byte = bytes[start]!;
    const following = bytes[start + 1];
    if (byte === 0x2f) return { type: "name", value: this.readName(), start };
    if (byte === 0x28) return this.skipLiteralString(start);
    if (byte === 0x3c && following === 0x3c) return this.punctuation("<<", 2);
    if (byte === 0x3e && following === 0x3e) return this.punctuation(">>", 2);
    if (byte === 0x3c) return this.skipHexString(start);
    if (byte === 0x5b) return this.punctuation("[", 1);
    if (byte === 0x5d) return this.punctuation("]", 1);
    if (!isRegular(byte)) {
      this.pos++;
      return { type: "keyword", value: String.fromCharCode(byte), start };
    }
    return this.readNumber(start) ?? this.readKeyword(start);
  }

  private punctuation(type: "<<" | ">>" | "[" | "]", length: number): Token {
    this.pos += length;
    return { type, start: this.pos - length };
  }

  private readName(): string {
    const { bytes } = this;
    const start = ++this.pos;
    while (this.pos < bytes.length && isRegular(bytes[this.pos]!)) this.pos++;
    const name = bytes.toString("latin1", start, this.pos);
    return name.includes("#") ? decodeEscapes(name) : name;
  }

  // Literal strings nest balanced parentheses; a backslash escapes the next byte.
  private skipLiteralString(start: number): Token {
    const { bytes } = this;
    let depth = 0;
    for (let at = start; at < bytes.length; at++) {
      const byte = bytes[at];
      if (byte === BACKSLASH) at++;
      else if (byte === 0x28) depth++;
      else if (byte === 0x29 && --depth === 0) {
        this.pos = at + 1;
        return { type: "string", start };
      }
    }
    throw new PdfSyntaxError(`a string at ${start} never ends`);
  }

  private skipHexString(start: number): Token {
    const end = this.bytes.indexOf(0x3e, start + 1);
    if (end < 0) throw new PdfSyntaxError(`a hex string at ${start} never ends`);
    this.pos = end + 1;
    return { type: "string", start };
  }

  // Digits end a number even when letters follow ("0obj" is 0 then obj), as viewers read it.
  private readNumber(start: number): Token | null {
    const { bytes } = this;
    let at = start;
    if (bytes[at] === 0x2b || bytes[at] === 0x2d) at++;
    const digitsStart = at;
    let value = 0;
    for (; isDigit(bytes[at]); at++) value = value * 10 + bytes[at]! - 0x30;
    const integer = bytes[at] !== 0x2e;
    if (!integer) while (isDigit(bytes[++at]));
    if (at === digitsStart || (!integer && at === digitsStart + 1)) return null;
    if (this.strict && readsOn(bytes, at)) {
      throw new PdfSyntaxError(`a number at ${start} that viewers read another way`);
    }
    this.pos = at;
    if (!integer) value = Number(bytes.toString("latin1", start, at));
    else if (bytes[start] === 0x2d) value = -value;
    return { type: "number", value, integer, start };
  }

  private readKeyword(start: number): Token {
    const { bytes } = this;
    while (this.pos < bytes.length && isRegular(bytes[this.pos]!)) this.pos++;
    return { type: "keyword", value: bytes.toString("latin1", start, this.pos), start };
  }
}

/**
 * A name as written after its "/", read as the name it is: "#xx" is the byte xx, in either case;
 * a "#" without two hex digits stays as it is.
 */
export function decodeEscapes(name: string): string {
  return name.replace(/#([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

// pdf.js reads on through a minus sign ("1-2" is 12) and an exponent ("1e1" is 10).
function readsOn(bytes: Buffer, at: number): boolean {
  const byte = bytes[at];
  if (byte === 0x2d) return true;
  if (byte !== 0x45 && byte !== 0x65) return false;
  const next = bytes[at + 1];
  return isDigit(next) || next === 0x2b || next === 0x2d;
}

function isEol(byte: number): boolean {
  return byte === 0x0a || byte === 0x0d;
}
