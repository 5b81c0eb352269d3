// Next sets a pre-rendered page's Content-Length with Buffer.byteLength(html) on every request.
// The home page is a 240,000-character string with a few characters past U+00FF, so V8 keeps it
// two bytes a character, and Node 20 counts its UTF-8 bytes in about 160 µs: a quarter of the
// CPU a request of `/` took. compression.mjs already remembers the UTF-8 bytes of each page string
// it has sent; this answers Next's count from there. Plain JavaScript, imported by server.mjs.

/** Strings shorter than this are counted as before: counting them costs less than a lookup. */
const MIN_CHARS = 16 * 1024;
const UTF8 = new Set([undefined, "utf8", "utf-8", "UTF8", "UTF-8"]);

/**
 * Makes Buffer.byteLength answer a long UTF-8 string from `known(string)` (its byte count, or
 * undefined when unknown); any other call, and any string `known` does not know, is counted as
 * before. Returns a function that puts the original back.
 */
export function rememberByteLengths(known) {
  const original = Buffer.byteLength;
  Buffer.byteLength = function byteLength(value, encoding) {
    if (typeof value === "string" && value.length >= MIN_CHARS && UTF8.has(encoding)) {
      const length = known(value);
      if (length !== undefined) return length;
    }
    return original.call(this, value, encoding);
  };
  return () => {
    Buffer.byteLength = original;
  };
}
