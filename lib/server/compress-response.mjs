// Wraps Next's request handler so that its responses leave compressed (see compression.mjs).
// It patches the response object the way the `compression` middleware does: headers are decided
// when Next commits them, a body with a Content-Length is buffered and served from the cache,
// and so is a body without one that Next writes whole (its RSC payloads for client navigation and
// prefetches: one write, then end). Any other compressible body is compressed as it streams
// (flushed per write, so streamed React chunks still arrive as they are rendered), at the pace the
// client reads it: write() returns false while the client is behind, as a socket's would. A
// complete 200 answer to a GET that carries no validator gets a strong ETag per representation,
// and a matching If-None-Match gets a 304: server.mjs turns Next's own ETags off
// (next.config.ts), which cost more than the rest of this. A HEAD is answered as its GET would be.
import zlib from "node:zlib";
import {
  COMPRESSIBLE,
  CompressedCache,
  MIN_BYTES,
  entityTag,
  matchesTag,
  negotiate,
  varyOnEncoding,
} from "./compression.mjs";
import { HEAD_REQUEST_HEADER } from "./head-request.mjs";

/** `handle(req, res)` with compressed responses; `cache` may be shared or sized by the caller. */
export function withCompression(handle, cache = new CompressedCache()) {
  return (req, res) => {
    intercept(req, res, cache);
    return handle(req, res);
  };
}

function intercept(req, res, cache) {
  // Next answers a HEAD with the GET's identity length and no body, which left nothing here to
  // compress or tag: so it renders the GET, and Node drops the body of a response made for a HEAD.
  // Status, type, encoding, ETag, Vary and length are then the GET's; the header tells a route
  // it is a HEAD all the same (a file download is not logged for one), and no client can send it.
  delete req.headers[HEAD_REQUEST_HEADER];
  if (req.method === "HEAD") {
    req.method = "GET";
    req.headers[HEAD_REQUEST_HEADER] = "1";
  }
  const encoding = req.method === "GET" ? negotiate(req.headers["accept-encoding"]) : null;
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  // "pass" | "buffer" | "hold" | "stream", decided when Next commits the headers. "hold": a
  // compressible body of unknown length waits, headers unsent, for one turn of the event loop
  // after its first write: ended by then, it is complete and goes the way of "buffer"; else it
  // streams from there.
  let mode;
  let coding = null; // the Content-Encoding this response gets, if any
  let tagged = false; // whether this layer gives the response its ETag
  let stream;
  let holding; // the timer that ends a "hold"
  const chunks = [];

  const decide = () => {
    const type = String(res.getHeader("content-type") ?? "");
    const compressible = COMPRESSIBLE.test(type);
    if (compressible || res.statusCode === 304) varyOnEncoding(res);
    const length = res.getHeader("content-length");
    const transformable =
      compressible && !/no-transform/i.test(String(res.getHeader("cache-control") ?? ""));
    tagged =
      transformable &&
      req.method === "GET" &&
      res.statusCode === 200 &&
      length !== undefined &&
      !res.getHeader("etag");
    const compress =
      encoding &&
      transformable &&
      ![204, 206, 304].includes(res.statusCode) && // no body, or a byte range of the identity
      res.statusCode >= 200 &&
      !res.getHeader("content-encoding") &&
      !(length !== undefined && Number(length) < MIN_BYTES);
    if (compress) coding = encoding;
    if (length !== undefined && (compress || tagged)) return "buffer";
    return compress ? "hold" : "pass";
  };

  /** Commits the headers of a compressed stream and sends what was held. */
  const startStream = () => {
    clearImmediate(holding);
    mode = "stream";
    res.removeHeader("Content-Length");
    res.setHeader("Content-Encoding", coding);
    stream =
      coding === "br"
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.createGzip({ level: 6 });
    // Backpressure both ways: a client that reads slowly pauses the compressor, whose input then
    // fills and makes write() answer false; Next waits for "drain" before writing on.
    stream.on("data", (chunk) => {
      if (original.write.call(res, chunk) || stream.isPaused()) return;
      stream.pause();
      res.once("drain", () => stream.resume());
    });
    stream.on("drain", () => res.emit("drain"));
    stream.on("end", () => original.end.call(res));
    res.once("close", () => stream.destroy());
    original.writeHead.call(res, res.statusCode);
    for (const bytes of chunks.splice(0)) stream.write(bytes, () => stream.flush());
  };

  res.writeHead = function writeHead(status, reason, headers) {
    if (typeof reason !== "string") [headers, reason] = [reason, undefined];
    res.statusCode = status;
    if (reason !== undefined) res.statusMessage = reason;
    if (Array.isArray(headers))
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    mode ??= decide();
    // Committed in end() with the compressed length, or when a held body starts streaming.
    if (mode === "buffer" || mode === "hold") return res;
    return original.writeHead.call(res, status);
  };

  res.write = function write(chunk, chunkEncoding, callback) {
    if (mode === undefined) res.writeHead(res.statusCode);
    if (mode === "pass") return original.write.call(res, chunk, chunkEncoding, callback);
    const cb = typeof chunkEncoding === "function" ? chunkEncoding : callback;
    const bytes = toBuffer(chunk, chunkEncoding);
    if (mode === "hold" && chunks.length > 0) startStream(); // a second write: it streams
    if (mode === "stream") {
      return stream.write(bytes, (error) => {
        stream.flush();
        cb?.(error);
      });
    }
    chunks.push(bytes);
    if (mode === "hold") holding = setImmediate(startStream);
    if (cb) process.nextTick(cb);
    return true;
  };

  res.end = function end(chunk, chunkEncoding, callback) {
    if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
    if (typeof chunkEncoding === "function") [callback, chunkEncoding] = [chunkEncoding, undefined];
    if (mode === undefined) res.writeHead(res.statusCode);
    if (mode === "pass") return original.end.call(res, chunk, chunkEncoding, callback);
    clearImmediate(holding); // ended while held: the body is complete
    if (mode === "stream") {
      if (chunk) chunks.push(toBuffer(chunk, chunkEncoding));
      if (callback) res.once("finish", callback);
      stream.end(Buffer.concat(chunks));
      return res;
    }
    // A page Next sends whole arrives as one string: the cache knows its bytes from last time.
    const page = chunks.length === 0 && typeof chunk === "string" && isUtf8(chunkEncoding);
    if (chunk && !page) chunks.push(toBuffer(chunk, chunkEncoding));
    const { body, digest } = cache.identity(page ? chunk : Buffer.concat(chunks));
    if (tagged) {
      const tag = entityTag(digest, coding);
      res.setHeader("ETag", tag);
      if (matchesTag(req.headers["if-none-match"], tag)) {
        res.removeHeader("Content-Length");
        original.writeHead.call(res, 304);
        return original.end.call(res, callback);
      }
    }
    const sent = coding ? cache.get(body, coding, digest) : body;
    if (coding) res.setHeader("Content-Encoding", coding);
    res.setHeader("Content-Length", sent.length);
    original.writeHead.call(res, res.statusCode);
    return original.end.call(res, sent, callback);
  };
}

const isUtf8 = (encoding) => encoding === undefined || /^utf-?8$/i.test(encoding);

function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  return Buffer.from(String(chunk), typeof encoding === "string" ? encoding : "utf8");
}
