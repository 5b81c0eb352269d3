// Compresses responses in server.mjs instead of Next's `compress`, which gzips the same 168 KB
// page afresh on every request. A complete body (Next sends pre-rendered pages and build assets
// in one `end` with a Content-Length) is compressed once per distinct content and encoding and
// then served from a bounded cache; a streamed body is compressed as it streams. Next still
// handles every request, so the gate (proxy.ts) and every header it sets are untouched.
// The same digest of a complete body names it in the cache and in its ETag (see bodyDigest).
import { createHash } from "node:crypto";
import zlib from "node:zlib";

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|rss\+xml|manifest\+json|x-component)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;

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

/** Compressed bodies by encoding and SHA-256 of the identity bytes, least recently used out. */
export class CompressedCache {
  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    this.entries = new Map();
  }

  /**
   * Compresses on a miss, synchronously so the response is never left half-sent. Brotli 6 and
   * gzip 9 take a few milliseconds for the home page; brotli 11 is 10% smaller but takes half a
   * second of a CPU per page, too much for a two-core server to spend at request time.
   */
  get(body, encoding, digest = bodyDigest(body)) {
    const key = `${encoding}:${digest}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const compressed =
      encoding === "br"
        ? zlib.brotliCompressSync(body, brotliOptions(body, 6))
        : zlib.gzipSync(body, { level: 9 });
    this.#store(key, compressed);
    return compressed;
  }

  #store(key, value) {
    const previous = this.entries.get(key);
    if (previous) this.bytes -= previous.length;
    this.entries.delete(key);
    if (value.length > this.maxBytes) return;
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.length;
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
