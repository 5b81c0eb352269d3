// Compresses responses in server.mjs instead of Next's `compress`, which gzips the same 168 KB
// page afresh on every request. A complete body (Next sends pre-rendered pages and build assets
// in one `end` with a Content-Length) is compressed once per distinct content and encoding and
// then served from a bounded cache; a streamed body is compressed as it streams. Next still
// handles every request, so the gate (proxy.ts) and every header it sets are untouched.
// The same digest of a complete body names it in the cache and in its ETag (see bodyDigest).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json|x-component)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;
/** The folder of the build (`.next/<this>`) where scripts/precompress.mjs leaves its bodies. */
export const PRECOMPRESSED_DIR = "precompressed";
const GZIP_OPTIONS = { level: 9 };

/** The encoding to send for an Accept-Encoding header: br, then gzip, or null (identity). */
export function negotiate(header) {
  const accepted = new Map();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  return ok("br") ? "br" : ok("gzip") ? "gzip" : null;
}

/**
 * Compressed bodies by encoding and SHA-256 of the identity bytes, and the identity bytes of the
 * page strings Next sends (a third of the bound), each least recently used out.
 */
export class CompressedCache {
  #ahead = null; // the folder preload() read, if any

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.identities = new BoundedMap(maxBytes / 3);
    this.compressed = new BoundedMap(maxBytes - this.identities.maxBytes);
  }

  /** Bytes held: compressed bodies and the identities of the page strings seen. */
  get bytes() {
    return this.compressed.bytes + this.identities.bytes;
  }

  /**
   * Compresses on a miss (unless the build compressed the body ahead: see preload), synchronously
   * so the response is never left half-sent. Brotli 6 and
   * gzip 9 take a few milliseconds for the home page; brotli 11 is 10% smaller but takes half a
   * second of a CPU per page, too much for a two-core server to spend at request time.
   */
  get(body, encoding, digest = bodyDigest(body)) {
    const key = `${encoding}:${digest}`;
    const hit = this.compressed.get(key);
    if (hit) return hit;
    const compressed =
      this.#readAhead(digest, encoding) ??
      (encoding === "br"
        ? zlib.brotliCompressSync(body, brotliOptions(body, 6))
        : zlib.gzipSync(body, GZIP_OPTIONS));
    this.compressed.set(key, compressed, compressed.length);
    return compressed;
  }

  /**
   * Serves the bodies scripts/precompress.mjs compressed at build time, at settings too slow for a
   * request (brotli 11, about 10% smaller than the 6 used on a miss): files named by the
   * identity's digest, `<digest>.br` and `<digest>.gz`. They stay on disk until first asked for
   * (6 MB of them would otherwise sit in memory from the start, most never sent), and a body
   * evicted later is read from its file again, not recompressed, so its bytes (and so its ETag's
   * meaning) never change. Returns how many there are.
   */
  preload(dir) {
    if (!existsSync(dir)) return 0;
    this.#ahead = dir;
    return readdirSync(dir).filter((name) => /^[\w-]{43}\.(br|gz)$/.test(name)).length;
  }

  #readAhead(digest, encoding) {
    if (!this.#ahead) return undefined;
    const file = path.join(this.#ahead, `${digest}.${encoding === "gzip" ? "gz" : "br"}`);
    return existsSync(file) ? readFileSync(file) : undefined;
  }

  /** The UTF-8 byte count of a page string identity() has seen and still holds, else undefined. */
  knownByteLength(body) {
    return this.identities.peek(body)?.body.length;
  }

  /**
   * `{ body, digest }` of a complete body. Next hands a pre-rendered page to `end()` as the same
   * string on every request; encoding it to UTF-8 and hashing it cost half a millisecond for the
   * home page, a fifth of the request. A page string seen before costs one Map lookup (V8 hashes
   * and compares the string natively). Small and binary bodies are cheap and go straight through.
   */
  identity(body) {
    if (typeof body !== "string") return bytesOf(body);
    const remembered = body.length >= MEMO_MIN_CHARS;
    const hit = remembered && this.identities.get(body);
    if (hit) return hit;
    const entry = bytesOf(Buffer.from(body, "utf8"));
    // The key is held too: up to two bytes a character in V8.
    if (remembered) this.identities.set(body, entry, entry.body.length + body.length * 2);
    return entry;
  }
}

const MEMO_MIN_CHARS = 16 * 1024;
const bytesOf = (body) => ({ body, digest: bodyDigest(body) });

/** A Map bounded by the bytes of its values, least recently used out. */
class BoundedMap {
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map(); // key -> [value, size], oldest first
  }

  /** The value without making it the most recently used. */
  peek(key) {
    return this.entries.get(key)?.[0];
  }

  get(key) {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit[0];
  }

  set(key, value, size) {
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous[1];
    this.entries.delete(key);
    if (size > this.maxBytes) return;
    this.entries.set(key, [value, size]);
    this.bytes += size;
    for (const [oldest, [, oldestSize]] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldestSize;
    }
  }
}

/**
 * The identity of a complete body: SHA-256, base64url. Native, so a 180 KB page costs about a
 * tenth of a millisecond, where Next's own ETag (an FNV-1a hash over the page's string in
 * JavaScript) took about four tenths on every request: server.mjs turns that one off.
 */
export function bodyDigest(body) {
  return createHash("sha256").update(body).digest("base64url");
}

/** A strong ETag per representation: the identity's digest, marked for each encoding. */
export function entityTag(digest, encoding) {
  return `"${digest.slice(0, 27)}${encoding ? `-${encoding}` : ""}"`;
}

/** Whether an If-None-Match header names the tag (or is `*`): the client's copy is current. */
export function matchesTag(header, tag) {
  if (!header) return false;
  return String(header)
    .split(",")
    .map((part) => part.trim().replace(/^W\//, ""))
    .some((candidate) => candidate === "*" || candidate === tag);
}

/** A body compressed at the highest settings, off the main thread: `{ br, gzip }`. */
export async function compressFully(body) {
  const [br, gzip] = await Promise.all([
    promisify(zlib.brotliCompress)(body, brotliOptions(body, 11)),
    promisify(zlib.gzip)(body, GZIP_OPTIONS),
  ]);
  return { br, gzip };
}

function brotliOptions(body, quality) {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  };
}

/** Adds Accept-Encoding to Vary unless it (or `*`) is already there. */
function varyOnEncoding(res) {
  const current = [res.getHeader("vary") ?? []].flat().join(", ");
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(current)) return;
  res.setHeader("Vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

export { varyOnEncoding, COMPRESSIBLE, MIN_BYTES };
