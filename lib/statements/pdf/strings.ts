import { PdfSyntaxError } from "./errors";

const escapes: Record<number, number> = {
  0x6e: 0x0a,
  0x72: 0x0d,
  0x74: 0x09,
  0x62: 0x08,
  0x66: 0x0c,
};

/**
 * The bytes of the string that starts at `start`: a literal `(...)` with its escapes, or a hex
 * `<...>` string (ISO 32000-1 7.3.4). Only the encryption dictionary's and the file ID's strings
 * are ever read.
 */
export function stringBytes(source: Buffer, start: number): Buffer {
  return source[start] === 0x3c ? hexString(source, start) : literalString(source, start);
}

function hexString(source: Buffer, start: number): Buffer {
  const end = source.indexOf(0x3e, start);
  if (end < 0) throw new PdfSyntaxError("a hex string never ends");
  let digits = source.toString("latin1", start + 1, end).replace(/[^0-9a-f]/gi, "");
  if (digits.length % 2) digits += "0";
  return Buffer.from(digits, "hex");
}

function literalString(source: Buffer, start: number): Buffer {
  const out: number[] = [];
  let depth = 0;
  for (let at = start; at < source.length; at++) {
    const byte = source[at]!;
    if (byte === 0x5c) {
      const next = source[++at]!;
      if (next >= 0x30 && next <= 0x37) {
        let code = 0;
        for (let n = 0; n < 3 && source[at]! >= 0x30 && source[at]! <= 0x37; n++, at++)
          code = code * 8 + source[at]! - 0x30;
        at--;
        out.push(code & 0xff);
      } else if (next === 0x0d) {
        if (source[at + 1] === 0x0a) at++;
      } else if (next !== 0x0a) out.push(escapes[next] ?? next);
      continue;
    }
    if (byte === 0x28 && depth++ === 0) continue;
    if (byte === 0x29 && --depth === 0) return Buffer.from(out);
    out.push(byte);
  }
  throw new PdfSyntaxError("a string never ends");
}
