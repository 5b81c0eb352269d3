import { inflateRaw } from "node:zlib";
import { promisify } from "node:util";

const inflateRawAsync = promisify(inflateRaw);

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const UTF8_NAMES_FLAG = 0x800;
const MAX_COMMENT = 0xffff;

/** One file in a zip, as its central directory declares it. */
export type ZipEntry = {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  dataStart: number;
};

/** Why a zip's directory could not be read. */
export type ZipProblem = "malformed" | "too-many-entries";

/**
 * The entries a zip's central directory lists, read without decompressing anything. Refuses what
 * readers could disagree on: data past the end, a local header that names another file, the same
 * name twice, names that climb out of the folder, several disks.
 */
export function readZipDirectory(bytes: Buffer, maxEntries: number): ZipEntry[] | ZipProblem {
  try {
    return readDirectory(bytes, maxEntries);
  } catch {
    // A field pointing past the end of the file: a damaged zip, not a server error.
    return "malformed";
  }
}

function readDirectory(bytes: Buffer, maxEntries: number): ZipEntry[] | ZipProblem {
  const end = findEndOfDirectory(bytes);
  if (!end) return "malformed";
  if (end.count > maxEntries) return "too-many-entries";
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let offset = end.directoryOffset;
  for (let i = 0; i < end.count; i++) {
    const entry = readEntry(bytes, offset, end.directoryOffset);
    if (!entry) return "malformed";
    const key = entry.entry.name.toLowerCase();
    if (names.has(key) || !isPlainName(entry.entry.name)) return "malformed";
    names.add(key);
    entries.push(entry.entry);
    offset = entry.next;
  }
  return offset === end.directoryEnd ? entries : "malformed";
}

/** An entry's contents, or null when they are encrypted, damaged or larger than `maxBytes`. */
export async function readZipEntry(
  bytes: Buffer,
  entry: ZipEntry,
  maxBytes: number,
): Promise<Buffer | null> {
  if (entry.flags & 1) return null;
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) return data.length <= maxBytes ? data : null;
  if (entry.method !== 8) return null;
  return inflateRawAsync(data, { maxOutputLength: maxBytes }).catch(() => null);
}

function isPlainName(name: string): boolean {
  return !name.includes("\\") && !name.startsWith("/") && !name.split("/").includes("..");
}

type EndOfDirectory = { count: number; directoryOffset: number; directoryEnd: number };

function findEndOfDirectory(bytes: Buffer): EndOfDirectory | null {
  const lowest = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    if (at + 22 + bytes.readUInt16LE(at + 20) !== bytes.length) continue;
    const oneDisk =
      bytes.readUInt16LE(at + 4) === 0 &&
      bytes.readUInt16LE(at + 6) === 0 &&
      bytes.readUInt16LE(at + 8) === bytes.readUInt16LE(at + 10);
    if (!oneDisk) return null;
    const count = bytes.readUInt16LE(at + 10);
    const size = bytes.readUInt32LE(at + 12);
    const directoryOffset = bytes.readUInt32LE(at + 16);
    if (count === 0xffff || size === 0xffffffff || directoryOffset === 0xffffffff) {
      return findZip64End(bytes, at);
    }
    return directoryOffset + size === at ? { count, directoryOffset, directoryEnd: at } : null;
  }
  return null;
}

// Zip64 keeps the real counts in a record that a locator just before the classic one points to.
function findZip64End(bytes: Buffer, classicEnd: number): EndOfDirectory | null {
  const locator = classicEnd - 20;
  if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_LOCATOR) return null;
  const record = Number(bytes.readBigUInt64LE(locator + 8));
  if (record + 56 > locator || bytes.readUInt32LE(record) !== ZIP64_END_OF_DIRECTORY) return null;
  const count = Number(bytes.readBigUInt64LE(record + 32));
  const size = Number(bytes.readBigUInt64LE(record + 40));
  const directoryOffset = Number(bytes.readBigUInt64LE(record + 48));
  return directoryOffset + size === record
    ? { count, directoryOffset, directoryEnd: record }
    : null;
}

function readEntry(bytes: Buffer, at: number, directoryOffset: number) {
  if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
  const flags = bytes.readUInt16LE(at + 8);
  const nameEnd = at + 46 + bytes.readUInt16LE(at + 28);
  const extraEnd = nameEnd + bytes.readUInt16LE(at + 30);
  const next = extraEnd + bytes.readUInt16LE(at + 32);
  if (next > bytes.length) return null;
  const nameBytes = bytes.subarray(at + 46, nameEnd);
  const sizes = withZip64Sizes(bytes.subarray(nameEnd, extraEnd), {
    uncompressedSize: bytes.readUInt32LE(at + 24),
    compressedSize: bytes.readUInt32LE(at + 20),
    localOffset: bytes.readUInt32LE(at + 42),
  });
  if (!sizes) return null;
  const dataStart = localDataStart(bytes, sizes.localOffset, nameBytes);
  if (dataStart === null || dataStart + sizes.compressedSize > directoryOffset) return null;
  const name = nameBytes.toString(flags & UTF8_NAMES_FLAG ? "utf8" : "latin1");
  const method = bytes.readUInt16LE(at + 10);
  return { entry: { name, flags, method, ...sizes, dataStart }, next };
}

type Sizes = { uncompressedSize: number; compressedSize: number; localOffset: number };

// A field of 0xffffffff means "see the zip64 extra field", which lists those fields in this order.
function withZip64Sizes(extra: Buffer, sizes: Sizes): Sizes | null {
  const fields = (Object.keys(sizes) as (keyof Sizes)[]).filter((k) => sizes[k] === 0xffffffff);
  if (fields.length === 0) return sizes;
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== 0x0001) continue;
    if (extra.readUInt16LE(at + 2) < fields.length * 8) return null;
    const result = { ...sizes };
    fields.forEach((field, i) => (result[field] = Number(extra.readBigUInt64LE(at + 4 + i * 8))));
    return result;
  }
  return null;
}

function localDataStart(bytes: Buffer, at: number, name: Buffer): number | null {
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const nameEnd = at + 30 + bytes.readUInt16LE(at + 26);
  if (nameEnd > bytes.length || !bytes.subarray(at + 30, nameEnd).equals(name)) return null;
  return nameEnd + bytes.readUInt16LE(at + 28);
}
