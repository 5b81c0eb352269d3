import { PdfSyntaxError, PdfTooLargeError } from "./errors";

/** Collects a decoder's output, refusing the file once it passes `limit` bytes. */
class Output {
  private bytes: Buffer;
  length = 0;
  constructor(private readonly limit: number) {
    this.bytes = Buffer.alloc(Math.min(limit, 4096));
  }
  push(byte: number): void {
    if (this.length === this.bytes.length) this.grow();
    this.bytes[this.length++] = byte;
  }
  result(): Buffer {
    return this.bytes.subarray(0, this.length);
  }
  private grow(): void {
    if (this.length >= this.limit) throw new PdfTooLargeError("a stream decodes too large");
    const larger = Buffer.alloc(Math.min(this.limit, this.bytes.length * 2));
    this.bytes.copy(larger);
    this.bytes = larger;
  }
}

const isSpace = (byte: number) => [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(byte);

/** ASCIIHexDecode as pdf.js reads it: white space and stray bytes skipped, `>` ends it. */
export function asciiHex(data: Buffer, limit: number): Buffer {
  const out = new Output(limit);
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break;
    const digit = Number.parseInt(String.fromCharCode(byte), 16);
    if (Number.isNaN(digit)) continue;
    if (high < 0) high = digit;
    else {
      out.push((high << 4) | digit);
      high = -1;
    }
  }
  if (high >= 0) out.push(high << 4);
  return out.result();
}

/** ASCII85Decode: `z` for four zero bytes, `~>` ends it; any other byte is damage. */
export function ascii85(data: Buffer, limit: number): Buffer {
  const out = new Output(limit);
  const group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    if (value > 0xffffffff) throw new PdfSyntaxError("an ASCII85 group out of range");
    for (let i = 0; i < count - 1; i++) out.push((value >>> (24 - 8 * i)) & 0xff);
    group.length = 0;
  };
  for (const byte of data) {
    if (byte === 0x7e) break;
    if (isSpace(byte)) continue;
    if (byte === 0x7a && group.length === 0) for (let i = 0; i < 4; i++) out.push(0);
    else if (byte >= 0x21 && byte <= 0x75) {
      group.push(byte - 0x21);
      if (group.length === 5) flush(5);
    } else throw new PdfSyntaxError("a byte ASCII85 does not use");
  }
  if (group.length === 1) throw new PdfSyntaxError("an ASCII85 group of one digit");
  if (group.length > 1) flush(group.length);
  return out.result();
}

/** RunLengthDecode: a length byte, then that many bytes or one byte repeated; 128 ends it. */
export function runLength(data: Buffer, limit: number): Buffer {
  const out = new Output(limit);
  let at = 0;
  while (at < data.length) {
    const length = data[at++]!;
    if (length === 128) break;
    if (length < 128) {
      for (let i = 0; i <= length && at < data.length; i++) out.push(data[at++]!);
    } else {
      if (at >= data.length) break;
      const byte = data[at++]!;
      for (let i = 0; i < 257 - length; i++) out.push(byte);
    }
  }
  return out.result();
}

/** LZWDecode (ISO 32000-1 7.4.4.2), codes of 9 to 12 bits, with /EarlyChange as given. */
export function lzw(data: Buffer, limit: number, earlyChange: number): Buffer {
  const out = new Output(limit);
  const table: Buffer[] = [];
  const reset = () => {
    table.length = 258;
    for (let i = 0; i < 256; i++) table[i] = Buffer.of(i);
  };
  reset();
  let previous: Buffer | undefined;
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (;;) {
    const width = Math.min(
      12,
      9 + [511, 1023, 2047].filter((n) => table.length + earlyChange > n).length,
    );
    while (bits < width && at < data.length) {
      buffer = ((buffer << 8) | data[at++]!) >>> 0;
      bits += 8;
    }
    if (bits < width) break;
    const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
    bits -= width;
    buffer &= (1 << bits) - 1;
    if (code === 257) break;
    if (code === 256) {
      reset();
      previous = undefined;
      continue;
    }
    let entry = table[code];
    if (!entry && previous && code === table.length)
      entry = Buffer.concat([previous, previous.subarray(0, 1)]);
    if (!entry) throw new PdfSyntaxError("an LZW code out of range");
    for (const byte of entry) out.push(byte);
    if (previous && table.length < 4096)
      table.push(Buffer.concat([previous, entry.subarray(0, 1)]));
    previous = entry;
  }
  return out.result();
}
