import { rememberByteLengths } from "./byte-length.mjs";
import { CompressedCache } from "./compression.mjs";

// A page string as Next hands it over: long, with characters past U+00FF (two bytes a character
// in V8) and multi-byte in UTF-8.
const html = `<!DOCTYPE html><html><body>${"<p>Lake Country – “Pewaukee’s own”…</p>".repeat(2000)}</body></html>`;
const trueLength = Buffer.from(html, "utf8").length;

let restore: (() => void) | undefined;
afterEach(() => restore?.());

test("a page string the cache has sent is counted from the bytes it holds, and correctly", () => {
  const cache = new CompressedCache();
  const asked: string[] = [];
  restore = rememberByteLengths((value) => {
    asked.push(value);
    return cache.knownByteLength(value);
  });
  // Not yet sent: counted as before.
  expect(Buffer.byteLength(html)).toBe(trueLength);
  expect(cache.knownByteLength(html)).toBeUndefined();
  cache.identity(html);
  expect(cache.knownByteLength(html)).toBe(trueLength);
  expect(Buffer.byteLength(html)).toBe(trueLength);
  expect(Buffer.byteLength(html, "utf8")).toBe(trueLength);
  expect(asked).toHaveLength(3);
});

test("short strings, other encodings, buffers and unknown strings are counted as before", () => {
  const asked: unknown[] = [];
  restore = rememberByteLengths((value) => {
    asked.push(value);
    return 1; // a wrong answer, to show that none of these calls takes it
  });
  expect(Buffer.byteLength("Pewaukee’s")).toBe(12);
  expect(Buffer.byteLength(html, "latin1")).toBe(html.length);
  expect(Buffer.byteLength(Buffer.from(html))).toBe(trueLength);
  expect(Buffer.byteLength(html.slice(0, 100))).toBe(Buffer.from(html.slice(0, 100)).length);
  expect(asked).toHaveLength(0);
  restore();
  restore = undefined;
  // Restored: the original again, even for a long string.
  expect(Buffer.byteLength(html)).toBe(trueLength);
});
