import type { Readable } from "node:stream";
import { fromBufferPromise, type Entry, type ZipFile } from "yauzl";

/** One file in a zip, as its central directory declares it. */
export type ZipEntry = {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
};

/** Bounds a zip must keep before any of it is inflated. */
export type ZipLimits = {
  maxEntries: number;
  /** The sum of the sizes the entries declare. */
  maxUncompressedBytes: number;
  /** Declared size over stored size, for entries past `ratioFloorBytes` (a zip bomb's tell). */
  maxRatio: number;
  ratioFloorBytes: number;
};

/** Why a zip could not be read: damaged or ambiguous, or past a bound. */
export type ZipProblem = "malformed" | "too-large";

/** A zip whose directory was read; entries inflate, never past their declared size. */
export type OpenedZip = {
  entries: ZipEntry[];
  read(entry: ZipEntry, maxBytes: number): Promise<Buffer | null>;
  /** One entry's inflated bytes as they come (an error ends the stream), or null. */
  stream(entry: ZipEntry): Promise<Readable | null>;
};

/**
 * Reads a zip's central directory with yauzl (a maintained reader that checks names, Zip64 and
 * each entry's inflated size against the size it declares), refusing past the bounds before
 * anything is inflated, and what readers could disagree on: the same name twice, or a local
 * header that names another file than the directory does.
 */
export async function openZip(bytes: Buffer, limits: ZipLimits): Promise<OpenedZip | ZipProblem> {
  let zip: ZipFile;
  try {
    zip = await fromBufferPromise(bytes, { lazyEntries: true, strictFileNames: true });
  } catch {
    return "malformed";
  }
  if (zip.entryCount > limits.maxEntries) return "too-large";
  const found = new Map<string, Entry>();
  let declared = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName.toLowerCase();
      if (found.has(name)) return "malformed";
      declared += entry.uncompressedSize;
      if (declared > limits.maxUncompressedBytes || tooCompressed(entry, limits))
        return "too-large";
      const local = await zip.readLocalFileHeaderPromise(entry);
      if (!local.fileName.equals(entry.fileNameRaw)) return "malformed";
      found.set(name, entry);
    }
  } catch {
    return "malformed";
  }
  const raw = new Map<ZipEntry, Entry>();
  const entries = [...found.values()].map((entry) => {
    const plain: ZipEntry = {
      name: entry.fileName,
      flags: entry.generalPurposeBitFlag,
      method: entry.compressionMethod,
      compressedSize: entry.compressedSize,
      uncompressedSize: entry.uncompressedSize,
    };
    raw.set(plain, entry);
    return plain;
  });
  const stream = async (entry: ZipEntry) => {
    const source = raw.get(entry);
    if (!source || !source.canDecodeFileData()) return null;
    try {
      return await zip.openReadStreamPromise(source);
    } catch {
      return null;
    }
  };
  return {
    entries,
    stream,
    async read(entry, maxBytes) {
      if (entry.uncompressedSize > maxBytes) return null;
      const data = await stream(entry);
      try {
        return data && (await collect(data));
      } catch {
        return null; // damaged data, or more (or less) than it declared
      }
    },
  };
}

function tooCompressed(entry: Entry, limits: ZipLimits): boolean {
  if (entry.uncompressedSize <= limits.ratioFloorBytes) return false;
  return entry.uncompressedSize > limits.maxRatio * Math.max(entry.compressedSize, 1);
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
