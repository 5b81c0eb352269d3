/** How a text file's bytes are read: the two encodings a processor's CSV export arrives in. */
export type TextEncoding = "utf-8" | "windows-1252";

// Bytes that Windows-1252 leaves undefined: text never holds them.
const undefinedIn1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const CTRL_Z = 0x1a;

/**
 * Whether bytes hold a NUL or another control character that text does not (tab, line feed and
 * carriage return are text; so is a Ctrl-Z as the very last byte, as old DOS exports end).
 */
export function hasControlBytes(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte >= 0x20 || byte === TAB || byte === LF || byte === CR) continue;
    if (byte === CTRL_Z && i === bytes.length - 1) continue;
    return true;
  }
  return false;
}

/** Whether bytes start with a UTF-16 byte-order mark (Excel's "Unicode text"). */
export function isUtf16(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

/**
 * The encoding bytes of text are in: UTF-8 when they are valid UTF-8, else Windows-1252 when
 * every byte is defined there, else null. With `complete` false the bytes are the start of a file,
 * and a character cut at their end is not held against them.
 */
export function detectTextEncoding(bytes: Uint8Array, complete: boolean): TextEncoding | null {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: !complete });
    return "utf-8";
  } catch {
    return bytes.some((byte) => undefinedIn1252.has(byte)) ? null : "windows-1252";
  }
}

/** Bytes as text in `encoding`, without a UTF-8 byte-order mark. */
export function decodeText(bytes: Uint8Array, encoding: TextEncoding): string {
  return new TextDecoder(encoding).decode(bytes);
}
