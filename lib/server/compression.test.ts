import { randomBytes } from "node:crypto";
import { once } from "node:events";
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { withCompression } from "./compress-response.mjs";
import { CompressedCache, bodyDigest, negotiate } from "./compression.mjs";
import { HEAD_REQUEST_HEADER, isHeadRequest } from "./head-request.mjs";

// A real HTTP server whose handler answers like Next does: a complete page with a Content-Length
// in one end(), a streamed body in several writes, and small or binary bodies left alone.
const page = Buffer.from(
  `<!DOCTYPE html><html><body>${"<p>Lake Country — Pewaukee’s own</p>".repeat(4000)}</body></html>`,
);
const headers = {
  "Content-Type": "text/html; charset=utf-8",
  Vary: "rsc",
  ETag: '"abc"',
  "X-Frame-Options": "DENY",
};

// Written by the handler of /flood: how far it got before write() first asked it to wait.
const flood = { chunks: 64, size: 512 * 1024, writtenBeforeWait: -1, body: Buffer.alloc(0) };

function next(req: IncomingMessage, res: ServerResponse) {
  // Next answers a HEAD with the GET's headers and length, and no body.
  const body = (bytes: Buffer | string) => (req.method === "HEAD" ? undefined : bytes);
  if (req.url === "/page") {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader("Content-Length", page.length);
    res.end(body(page));
  } else if (req.url === "/untagged") {
    // As Next answers under server.mjs, which turns its ETags off: a string body, no validator.
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", page.length);
    res.end(body(page.toString("utf8")));
  } else if (req.url === "/flood") {
    // A long streamed render that, like Next's writer, waits for "drain" when write() says so;
    // random bytes, so compressing them does not shrink them below the socket's buffers.
    void (async () => {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      for (let index = 0; index < flood.chunks; index += 1) {
        const chunk = flood.body.subarray(index * flood.size, (index + 1) * flood.size);
        if (res.write(chunk)) continue;
        if (flood.writtenBeforeWait === -1) flood.writtenBeforeWait = (index + 1) * flood.size;
        await once(res, "drain");
      }
      res.end();
    })();
  } else if (req.url === "/stream") {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.write(page.subarray(0, 1000));
    setTimeout(() => res.end(page.subarray(1000)), 20);
  } else if (req.url === "/whole") {
    // As Next sends an RSC payload: no Content-Length, the whole body in one write, then end().
    res.writeHead(200, { "Content-Type": "text/x-component" });
    res.write(page);
    void Promise.resolve().then(() => res.end());
  } else if (req.url === "/held") {
    // A stream whose end waits for the client: its first bytes must not wait for the end.
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.write(page.subarray(0, 1000));
    release = () => res.end(page.subarray(1000));
  } else if (req.url === "/method") {
    // What a route sees of the request (the header the wrapper sets on a HEAD, lib/server/head-request.mjs).
    const seen = `${req.method} ${String(req.headers[HEAD_REQUEST_HEADER] ?? "-")}`;
    res.writeHead(200, { "Content-Type": "application/octet-stream", "X-Seen": seen }).end(seen);
  } else if (req.url === "/png") {
    res.writeHead(200, { "Content-Type": "image/png", "Content-Length": page.length }).end(page);
  } else {
    res.writeHead(404, { "Content-Type": "text/html" }).end(page);
  }
}

let server: Server;
let base: string;
let release = () => {};
const cache = new CompressedCache();
beforeAll(async () => {
  server = createServer(withCompression(next, cache)).listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const get = async (path: string, acceptEncoding: string, ifNoneMatch?: string) => {
  const response = await fetch(base + path, {
    headers: {
      "accept-encoding": acceptEncoding,
      ...(ifNoneMatch ? { "if-none-match": ifNoneMatch } : {}),
    },
  });
  // fetch decodes br and gzip itself: the bytes it hands back are the identity bytes.
  return { response, body: Buffer.from(await response.arrayBuffer()) };
};

test("negotiates br before gzip and honours q=0", () => {
  expect(negotiate("gzip, deflate, br")).toBe("br");
  expect(negotiate("br;q=0, gzip")).toBe("gzip");
  expect(negotiate("identity")).toBeNull();
  expect(negotiate(undefined)).toBeNull();
  expect(negotiate("*")).toBe("br");
});

test.each(["br", "gzip"])(
  "a complete page in %s decodes to the same bytes, headers kept",
  async (encoding) => {
    const { response, body } = await get("/page", encoding);
    expect(response.headers.get("content-encoding")).toBe(encoding);
    expect(Number(response.headers.get("content-length"))).toBeLessThan(page.length / 10);
    expect(body.equals(page)).toBe(true);
    expect(response.headers.get("etag")).toBe('"abc"');
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("vary")).toBe("rsc, Accept-Encoding");
  },
);

test("identical bodies are compressed once, then served from the cache", async () => {
  await get("/page", "gzip");
  const before = cache.bytes;
  const gzipSpy = jest.spyOn(zlib, "gzipSync");
  for (let i = 0; i < 3; i += 1) expect((await get("/page", "gzip")).body.equals(page)).toBe(true);
  expect(gzipSpy).not.toHaveBeenCalled();
  gzipSpy.mockRestore();
  expect(cache.bytes).toBe(before);
});

test("identity stays identity, with Vary so caches keep the variants apart", async () => {
  const { response, body } = await get("/page", "identity");
  expect(response.headers.get("content-encoding")).toBeNull();
  expect(Number(response.headers.get("content-length"))).toBe(page.length);
  expect(body.equals(page)).toBe(true);
  expect(response.headers.get("vary")).toBe("rsc, Accept-Encoding");
});

test("a streamed body is compressed as it streams", async () => {
  const { response, body } = await get("/stream", "br");
  expect(response.headers.get("content-encoding")).toBe("br");
  expect(body.equals(page)).toBe(true);
});

test("a body written whole without a length is served from the cache, with its length", async () => {
  const first = await get("/whole", "br");
  expect(first.response.headers.get("content-encoding")).toBe("br");
  expect(first.body.equals(page)).toBe(true);
  const brotli = jest.spyOn(zlib, "brotliCompressSync");
  const again = await get("/whole", "br");
  expect(brotli).not.toHaveBeenCalled();
  brotli.mockRestore();
  expect(again.body.equals(page)).toBe(true);
  expect(Number(again.response.headers.get("content-length"))).toBeLessThan(page.length / 10);
  expect(again.response.headers.get("transfer-encoding")).toBeNull();
});

test("a stream's first bytes leave before its end", async () => {
  // fetch resolves once the headers are in; the handler ends only after that.
  const response = await fetch(`${base}/held`, { headers: { "accept-encoding": "br" } });
  expect(response.headers.get("content-encoding")).toBe("br");
  expect(response.headers.get("content-length")).toBeNull();
  const reader = response.body!.getReader();
  const first = await reader.read();
  expect(first.done).toBe(false);
  release();
  const rest: Uint8Array[] = [first.value!];
  for (let part = await reader.read(); !part.done; part = await reader.read())
    rest.push(part.value);
  expect(Buffer.concat(rest).equals(page)).toBe(true);
});

test("a 404 page is compressed; an image is not", async () => {
  const missing = await get("/missing", "gzip");
  expect(missing.response.status).toBe(404);
  expect(missing.response.headers.get("content-encoding")).toBe("gzip");
  expect(missing.body.equals(page)).toBe(true);
  const png = await get("/png", "br");
  expect(png.response.headers.get("content-encoding")).toBeNull();
  expect(png.response.headers.get("vary")).toBeNull();
});

test("a complete page without a validator gets a strong ETag for each representation", async () => {
  const tags = new Set<string | null>();
  for (const encoding of ["br", "gzip", "identity"]) {
    const { response, body } = await get("/untagged", encoding);
    expect(response.status).toBe(200);
    expect(body.equals(page)).toBe(true);
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{27}(-br|-gzip)?"$/);
    tags.add(response.headers.get("etag"));
  }
  expect(tags.size).toBe(3);
  // The same bytes keep their tags: a browser's copy stays current until a deployment changes it.
  expect((await get("/untagged", "br")).response.headers.get("etag")).toBe(
    (await get("/untagged", "br")).response.headers.get("etag"),
  );
});

test("If-None-Match with the representation's tag answers 304 without a body", async () => {
  const first = await get("/untagged", "br");
  const tag = first.response.headers.get("etag") ?? "";
  const again = await get("/untagged", "br", `"other", W/${tag}`);
  expect(again.response.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.response.headers.get("etag")).toBe(tag);
  expect(again.response.headers.get("vary")).toBe("Accept-Encoding");
  // Another representation of the same page is not the copy the client holds.
  expect((await get("/untagged", "gzip", tag)).response.status).toBe(200);
  expect((await get("/untagged", "br", '"stale"')).response.status).toBe(200);
});

test("Next's own ETag is kept, and a streamed body gets none", async () => {
  expect((await get("/page", "identity")).response.headers.get("etag")).toBe('"abc"');
  expect((await get("/stream", "br")).response.headers.get("etag")).toBeNull();
});

test("a page string sent again is encoded and hashed once; its bytes and digest are the page's", () => {
  const memo = new CompressedCache();
  const html = page.toString("utf8");
  const first = memo.identity(html);
  expect(first.body.equals(page)).toBe(true); // UTF-8, multi-byte characters included
  expect(first.digest).toBe(bodyDigest(page));
  const held = memo.bytes;
  // Next builds a fresh string with the same text for every request: same entry, nothing added.
  const again = memo.identity([html.slice(0, 100), html.slice(100)].join(""));
  expect(again).toBe(first);
  expect(memo.bytes).toBe(held);
  // Small strings and buffers are not remembered: each is cheap, and a Buffer may be reused.
  expect(memo.identity("<p>small</p>").body.toString()).toBe("<p>small</p>");
  expect(memo.identity(page).digest).toBe(first.digest);
  expect(memo.bytes).toBe(held);
});

test("remembered page strings stay within the cache's bound, oldest out", () => {
  const pageBytes = page.length + page.toString("utf8").length * 2;
  const memo = new CompressedCache(7.5 * pageBytes); // a third of it for identities: two pages
  const [first, second, third] = [1, 2, 3].map((n) => `${page.toString("utf8")}<!-- ${n} -->`);
  const [oldest, , newest] = [first, second, third].map((html) => memo.identity(html ?? ""));
  expect(memo.bytes).toBeLessThanOrEqual(2.5 * pageBytes);
  expect(memo.identity(third ?? "")).toBe(newest);
  const again = memo.identity(first ?? "");
  expect(again).not.toBe(oldest); // evicted, so encoded afresh
  expect(again.body.equals(oldest?.body ?? Buffer.alloc(0))).toBe(true);
});

test("HEAD gets the status, type, encoding, ETag, Vary and length its GET gets, and no body", async () => {
  const names = ["content-type", "content-encoding", "etag", "vary", "content-length"];
  const answer = async (path: string, encoding: string, method: string) => {
    const response = await fetch(base + path, { method, headers: { "accept-encoding": encoding } });
    const bytes = (await response.arrayBuffer()).byteLength;
    const picked = names.map((name) => [name, response.headers.get(name)]);
    return { path, encoding, status: response.status, ...Object.fromEntries(picked), bytes };
  };
  for (const path of ["/untagged", "/page", "/missing", "/png"]) {
    for (const encoding of ["br", "gzip", "identity"]) {
      const get = await answer(path, encoding, "GET");
      expect(get.bytes).toBeGreaterThan(0);
      expect(await answer(path, encoding, "HEAD")).toEqual({ ...get, bytes: 0 });
    }
  }
});

test("a HEAD rendered as its GET is marked so for the route, and no client can send the mark", async () => {
  const seen = async (method: string, headers: Record<string, string> = {}) =>
    (await fetch(`${base}/method`, { method, headers })).headers.get("x-seen");
  expect(await seen("HEAD")).toBe("GET 1");
  expect(await seen("GET")).toBe("GET -");
  expect(await seen("GET", { [HEAD_REQUEST_HEADER]: "1" })).toBe("GET -");
  const headers = (values: Record<string, string>) => new Headers(values);
  expect(isHeadRequest({ method: "GET", headers: headers({ [HEAD_REQUEST_HEADER]: "1" }) })).toBe(
    true,
  );
  expect(isHeadRequest({ method: "HEAD", headers: headers({}) })).toBe(true);
  expect(isHeadRequest({ method: "GET", headers: headers({}) })).toBe(false);
});

test("a streamed body waits for a client that reads slowly, then arrives whole", async () => {
  flood.body = randomBytes(flood.chunks * flood.size);
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    request(`${base}/flood`, { headers: { "accept-encoding": "gzip" } }, resolve)
      .on("error", reject)
      .end(),
  );
  response.pause(); // the client stops reading: the socket's buffers fill, then the compressor's
  const deadline = Date.now() + 10_000;
  while (flood.writtenBeforeWait === -1 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  // Without backpressure write() never asked to wait, and all 32 MB piled up in memory.
  expect(flood.writtenBeforeWait).toBeGreaterThan(0);
  expect(flood.writtenBeforeWait).toBeLessThan(flood.body.length / 2);
  const received: Buffer[] = [];
  response.on("data", (chunk: Buffer) => received.push(chunk));
  response.resume();
  await once(response, "end");
  expect(zlib.gunzipSync(Buffer.concat(received)).equals(flood.body)).toBe(true);
}, 30_000);
