// Bytes that Windows-1252 leaves undefined: text never holds them.
const undefinedIn1252 = [0x81, 0x8d, 0x8f, 0x90, 0x9d];
const CTRL_Z = 0x1a;
// C0 controls other than tab (9), line feed (10) and carriage return (13).
const controlBytes = Array.from({ length: 32 }, (_, byte) => byte).filter(
  (byte) => ![0x09, 0x0a, 0x0d].includes(byte),
);

/**
 * Whether bytes hold a NUL or another control character that text does not (tab, line feed and
 * carriage return are text; so is a Ctrl-Z as the very last byte, as old DOS exports end).
 */
export function hasControlBytes(bytes: Uint8Array): boolean {
  return controlBytes.some((byte) => {
    const at = bytes.indexOf(byte);
    return at >= 0 && !(byte === CTRL_Z && at === bytes.length - 1);
  });
}

/** Whether bytes start with a UTF-16 byte-order mark (Excel's "Unicode text"). */
export function isUtf16(bytes: Uint8Array): boolean {
  return (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
}

/**
 * Whether the first bytes of a file read as UTF-8 (a character cut at their end is not held
 * against them) or as Windows-1252.
 */
export function startsAsText(head: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return is1252(head);
  }
}

/**
 * A whole text file's text: as UTF-8 (without its byte-order mark) when the bytes are valid UTF-8,
 * else as Windows-1252 when every byte is defined there, else null.
 */
export function readText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return is1252(bytes) ? new TextDecoder("windows-1252").decode(bytes) : null;
  }
}

function is1252(bytes: Uint8Array): boolean {
  return undefinedIn1252.every((byte) => !bytes.includes(byte));
}
