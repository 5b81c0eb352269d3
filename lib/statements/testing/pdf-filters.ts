// Encoders for the filters a viewer decodes, so tests can hide objects behind each of them.
import { brotliCompressSync, deflateSync } from "node:zlib";

export const asciiHexEncode = (data: Buffer) => Buffer.from(`${data.toString("hex")}>`);

export function ascii85Encode(data: Buffer): Buffer {
  let out = "";
  for (let at = 0; at < data.length; at += 4) {
    const chunk = Buffer.alloc(4);
    data.copy(chunk, 0, at, at + 4);
    const count = Math.min(4, data.length - at);
    let value = chunk.readUInt32BE(0);
    const digits: string[] = [];
    for (let i = 0; i < 5; i++) {
      digits.unshift(String.fromCharCode(33 + (value % 85)));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, count + 1).join("");
  }
  return Buffer.from(`${out}~>`);
}

/** Literal runs only: every byte sent as written, 128 at a time. */
export function runLengthEncode(data: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += 128) {
    const run = data.subarray(at, at + 128);
    parts.push(Buffer.of(run.length - 1), run);
  }
  return Buffer.concat([...parts, Buffer.of(128)]);
}

/** LZW with early change, as PDF writers used before Flate. */
export function lzwEncode(data: Buffer): Buffer {
  const table = new Map<string, number>();
  const reset = () => {
    table.clear();
    for (let i = 0; i < 256; i++) table.set(String.fromCharCode(i), i);
    return 258;
  };
  let next = reset();
  const codes: [number, number][] = [];
  // The reader's table runs one entry behind; with early change its width matches `next`.
  const width = (n = next) => (n > 2047 ? 12 : n > 1023 ? 11 : n > 511 ? 10 : 9);
  codes.push([256, 9]);
  let word = "";
  for (const byte of data) {
    const grown = word + String.fromCharCode(byte);
    if (table.has(grown)) {
      word = grown;
      continue;
    }
    codes.push([table.get(word)!, width()]);
    // A full table (12-bit codes) starts over after a clear code, as writers do.
    if (next === 4095) {
      codes.push([256, width()]);
      next = reset();
    } else table.set(grown, next++);
    word = String.fromCharCode(byte);
  }
  if (word) codes.push([table.get(word)!, width()]);
  codes.push([257, width(next + 1)]);
  let bits = "";
  for (const [code, size] of codes) bits += code.toString(2).padStart(size, "0");
  bits = bits.padEnd(Math.ceil(bits.length / 8) * 8, "0");
  return Buffer.from(bits.match(/.{8}/g)!.map((byte) => Number.parseInt(byte, 2)));
}

/** Flate over rows that each use the PNG "Up" predictor, as cross-reference streams are saved. */
export function flatePngUpEncode(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  for (let at = 0; at < data.length; at += columns) {
    const row = Buffer.alloc(columns);
    data.copy(row, 0, at, at + columns);
    const above = rows.length ? data.subarray(at - columns, at) : Buffer.alloc(columns);
    rows.push(Buffer.of(2), row.map((byte, i) => (byte - (above[i] ?? 0)) & 0xff) as Buffer);
  }
  return deflateSync(Buffer.concat(rows));
}

export const brotliEncode = (data: Buffer) => brotliCompressSync(data);
export const flateEncode = (data: Buffer) => deflateSync(data);

/** Every filter a viewer decodes, alone and chained, with the dictionary entries it needs. */
export const encodings: [string, string, (data: Buffer) => Buffer][] = [
  ["Flate", "/Filter /FlateDecode", flateEncode],
  ["LZW", "/Filter /LZWDecode", lzwEncode],
  ["ASCIIHex", "/Filter /ASCIIHexDecode", asciiHexEncode],
  ["ASCII85", "/Filter /ASCII85Decode", ascii85Encode],
  ["RunLength", "/Filter /RunLengthDecode", runLengthEncode],
  ["short names in an array", "/Filter [/AHx]", asciiHexEncode],
  [
    "Flate with the PNG Up predictor",
    "/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 5 >>",
    (data: Buffer) => flatePngUpEncode(data, 5),
  ],
  [
    "a chain: ASCII85 over Flate",
    "/Filter [/ASCII85Decode /FlateDecode]",
    (data: Buffer) => ascii85Encode(flateEncode(data)),
  ],
  [
    "a chain: hex over LZW over run-length",
    "/Filter [/AHx /LZW /RL] /DecodeParms [null null null]",
    (data: Buffer) => asciiHexEncode(lzwEncode(runLengthEncode(data))),
  ],
  ["Brotli", "/Filter /BrotliDecode", brotliEncode],
];
