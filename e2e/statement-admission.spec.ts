import { once } from "node:events";
import { existsSync, readdirSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { expect, request as apiRequest, test } from "@playwright/test";
import { ports } from "./support/servers";
import { startSite, type SiteProcess } from "./support/site-process";
import {
  feeExport,
  programNamedPdf,
  statementPdf,
  uploadStatement,
  type UploadFile,
} from "./support/statement-files";
import { chunk, multipartBody, rawUpload, worstWaits } from "./support/upload-attacks";

// The statement upload under attack, on a real server of this spec's own: stalled uploads that
// would hold every slot, bodies that never end, parts no browser sends, refusals in a row, IPv6
// addresses from one /64, and a post from another site. Each attack records its answer, how long
// it took, and the worst wait another visitor had for /healthz and /about meanwhile.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const port = ports.ownSite(7);
const boundary = "----admission-e2e";
const MB = 1024 * 1024;
let site: SiteProcess;
const figures: Record<string, string | number>[] = [];
const answers = (label: string) => ({
  name: "Dana Kowalski",
  email: `admission-${label}@example.com`,
  businessName: "Lake Country Bakery",
});
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const countIn = (folder: string) =>
  existsSync(path.join(site.dataDir, "statements", folder))
    ? readdirSync(path.join(site.dataDir, "statements", folder)).length
    : 0;
const pdfFile = (name: string, bytes: number): UploadFile => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(bytes - 9, 32)]),
});
const asPart = (file: UploadFile) => ({ name: file.name, type: file.mimeType, bytes: file.buffer });
const headers = (address: string, extra: Record<string, string> = {}) => ({
  Accept: "application/json",
  "Content-Type": `multipart/form-data; boundary=${boundary}`,
  "X-Forwarded-For": address,
  ...extra,
});

/** Runs an attack while another visitor loads /healthz and /about; records the figures. */
async function measured<T extends { status: string | number; answerMs: number }>(
  attack: string,
  run: () => Promise<T>,
): Promise<T> {
  const running = run();
  const waits = await worstWaits(
    site.url,
    ["/healthz", "/about"],
    running.catch(() => {}),
  );
  const result = await running;
  figures.push({
    attack,
    status: result.status,
    answerMs: result.answerMs,
    worstHealthzMs: waits["/healthz"]!,
    worstAboutMs: waits["/about"]!,
  });
  return result;
}

/** Sends 1 MB chunks until the server answers or closes, or `capBytes` are sent. */
async function pump(upload: ReturnType<typeof rawUpload>, capBytes: number, make: () => Buffer) {
  let answered = false;
  void upload.answer.then(() => (answered = true));
  while (!answered && upload.sent() < capBytes && !upload.socket.destroyed) {
    if (!upload.write(make())) {
      // once() rejects on the socket's error (EPIPE when the server closes first): that ends it too.
      const drained = once(upload.socket, "drain").catch(() => null);
      await Promise.race([drained, upload.closed, upload.answer]);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  const answer = await Promise.race([upload.answer, wait(10_000).then(() => null)]);
  upload.socket.destroy();
  return { answer, sent: upload.sent() };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startSite(port, { STATEMENTS_KEY: "35".repeat(32) }, [
    "/statement-review",
    "/about",
  ]);
});

test.afterAll(async () => {
  await site?.close();
  console.table(figures);
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/statement-admission.json", JSON.stringify(figures, null, 2));
});

test("a merchant's upload succeeds while 40 addresses each stall an upload after their first kilobyte, and each stalled upload is closed after 15 s without a byte", async () => {
  const body = multipartBody(boundary, answers("staller"), [asPart(pdfFile("s.pdf", 2 * MB))]);
  const stallers = Array.from({ length: 40 }, (_, n) =>
    rawUpload(
      port,
      headers(`10.88.1.${n + 1}`, { "Content-Length": String(body.length) }),
      body.subarray(0, 1024),
    ),
  );
  await wait(1500); // every stalled upload is in
  const merchant = await measured("merchant beside 40 stalled uploads", async () => {
    const started = Date.now();
    const response = await uploadStatement(
      site.url,
      answers("merchant"),
      [await statementPdf()],
      "10.88.2.1",
    );
    return { status: response.status, answerMs: Date.now() - started, json: await response.json() };
  });
  expect(merchant.status, JSON.stringify(merchant.json)).toBe(200);

  const stalled = await measured("40 uploads stalled after 1 KB", async () => {
    const closed = await Promise.all(
      stallers.map((upload) => Promise.race([upload.closed, wait(40_000).then(() => Infinity)])),
    );
    const lines = await Promise.all(stallers.map((upload) => upload.answer));
    stallers.forEach((upload) => upload.socket.destroy());
    const codes = [...new Set(lines.map((answer) => answer.line))].join(", ");
    return { status: codes, answerMs: Math.max(...closed), closed, lines };
  });
  for (const answer of stalled.lines) expect(answer.line).toBe("HTTP/1.1 408 Request Timeout");
  // 15 s without a byte, checked each second, after the 1.5 s the first kilobyte took to land.
  expect(Math.min(...stalled.closed)).toBeGreaterThanOrEqual(15_000);
  expect(Math.max(...stalled.closed)).toBeLessThan(22_000);
  expect(countIn("tmp")).toBe(0);
});

test("when stalled uploads hold every slot, a merchant takes the slot of the one stalled longest", async () => {
  const body = multipartBody(boundary, answers("staller"), [asPart(pdfFile("s.pdf", 2 * MB))]);
  const stallers = Array.from({ length: 60 }, (_, n) =>
    rawUpload(
      port,
      headers(`10.88.7.${n + 1}`, { "Content-Length": String(body.length) }),
      body.subarray(0, 1024),
    ),
  );
  await wait(6500); // past the 5 s after which a stalled upload gives its slot up
  const merchant = await measured("merchant beside 60 stalled uploads (48 slots)", async () => {
    const started = Date.now();
    const response = await uploadStatement(
      site.url,
      answers("merchant-2"),
      [await statementPdf()],
      "10.88.2.2",
    );
    return { status: response.status, answerMs: Date.now() - started };
  });
  expect(merchant.status).toBe(200);
  const lines = await Promise.all(stallers.map((upload) => upload.answer));
  stallers.forEach((upload) => upload.socket.destroy());
  const count = (line: string) => lines.filter((answer) => answer.line === line).length;
  expect(count("HTTP/1.1 503 Service Unavailable")).toBe(12); // no slot, none stalled 5 s yet
  expect(count("HTTP/1.1 408 Request Timeout")).toBe(48);
  const cut = lines.filter((answer) => answer.afterMs < 14_000 && answer.line?.includes("408"));
  expect(cut).toHaveLength(1); // the one whose slot the merchant took, before its 15 s were up
});

test("an upload that trickles in below 20 KB/s, though never idle 15 s, is closed once its 30 s of grace are past", async () => {
  const body = multipartBody(boundary, answers("trickle"), [asPart(pdfFile("s.pdf", 2 * MB))]);
  const result = await measured("upload trickling 1 KB every 5 s", async () => {
    const upload = rawUpload(
      port,
      headers("10.88.8.1", { "Content-Length": String(body.length) }),
      body.subarray(0, 1024),
    );
    let offset = 1024;
    const drip = setInterval(() => {
      upload.write(body.subarray(offset, offset + 1024));
      offset += 1024;
    }, 5000);
    const closed = await Promise.race([upload.closed, wait(60_000).then(() => Infinity)]);
    clearInterval(drip);
    const answer = await upload.answer;
    upload.socket.destroy();
    return { status: answer.line ?? "no answer", answerMs: closed };
  });
  expect(result.status).toBe("HTTP/1.1 408 Request Timeout");
  expect(result.answerMs).toBeGreaterThanOrEqual(30_000);
  expect(result.answerMs).toBeLessThan(35_000);
});

test("IPv6 addresses from one /64 share its two slots; another /64 is not held up", async () => {
  const body = multipartBody(boundary, answers("v6"), [asPart(pdfFile("s.pdf", 2 * MB))]);
  const held = ["fd00:35:0:1::a", "fd00:35:0:1:ffff:ffff:ffff:b"].map((address) =>
    rawUpload(
      port,
      headers(address, { "Content-Length": String(body.length) }),
      body.subarray(0, 1024),
    ),
  );
  await wait(500);
  const third = await measured("third upload from the same IPv6 /64", async () => {
    const started = Date.now();
    const response = await uploadStatement(
      site.url,
      answers("v6-c"),
      [await statementPdf()],
      "fd00:35:0:1::c",
    );
    return { status: response.status, answerMs: Date.now() - started, json: await response.json() };
  });
  const other = await uploadStatement(
    site.url,
    answers("v6-d"),
    [await statementPdf()],
    "fd00:35:0:2::1",
  );
  held.forEach((upload) => upload.socket.destroy());
  expect(third.status).toBe(429);
  expect((third.json as { message: string }).message).toMatch(/still being sent/);
  expect(other.status).toBe(200);
});

for (const [label, start, filler] of [
  ["a preamble that never ends", Buffer.alloc(0), () => Buffer.alloc(MB, 0x61)],
  [
    "a part without a disposition that never ends",
    Buffer.from(`--${boundary}\r\nContent-Type: text/plain\r\n\r\n`),
    () => Buffer.alloc(MB, 0x61),
  ],
] as const) {
  test(`a chunked body (no length declared) with ${label} is counted and refused while it streams`, async () => {
    const result = await measured(`chunked: ${label}`, async () => {
      const started = Date.now();
      const upload = rawUpload(
        port,
        headers("10.88.3.1", { "Transfer-Encoding": "chunked" }),
        start.length ? chunk(start) : Buffer.alloc(0),
      );
      const { answer, sent } = await pump(upload, 64 * MB, () => chunk(filler()));
      return { status: answer?.line ?? "no answer", answerMs: Date.now() - started, sent, answer };
    });
    // The server answers 413 and closes while this client is still sending, so the close can reach
    // the client as a reset that discards the unread answer (seen once in ten runs): either way
    // the server stopped the body, which is what is checked; the answer is checked when read.
    if (result.answer?.line) {
      expect(result.status).toBe("HTTP/1.1 413 Payload Too Large");
      expect(result.answer.head).toMatch(/\r\nconnection: close/i);
    } else expect(result.status).toBe("no answer");
    // The server stops at 25 MB + 64 KB; the rest was in the sockets' buffers on the way.
    expect(result.sent).toBeLessThan(34 * MB);
  });
}

test("a file part with an empty name that carries bytes is refused before the rest arrives", async () => {
  const empty = { name: "", type: "application/octet-stream", bytes: Buffer.alloc(4 * MB, 0x61) };
  const body = multipartBody(boundary, answers("empty-name"), [empty]);
  const result = await measured('empty filename="" part with 4 MB', async () => {
    const upload = rawUpload(
      port,
      headers("10.88.4.1", { "Content-Length": String(body.length) }),
      body.subarray(0, MB),
    );
    const answer = await Promise.race([upload.answer, wait(15_000).then(() => null)]);
    upload.socket.destroy();
    return { status: answer?.line ?? "no answer", answerMs: answer?.afterMs ?? 15_000 };
  });
  expect(result.status).toBe("HTTP/1.1 400 Bad Request");
});

test("refused uploads spend the address's budget: the next is answered 429 before its body is read", async () => {
  for (let n = 0; n < 10; n++) {
    const response = await uploadStatement(
      site.url,
      answers("refused"),
      [programNamedPdf()],
      "10.88.5.1",
    );
    expect(response.status).toBe(415);
  }
  const body = multipartBody(boundary, answers("refused"), [asPart(feeExport("fees.csv", 2 * MB))]);
  const result = await measured("upload after 10 refused from one address", async () => {
    const upload = rawUpload(
      port,
      headers("10.88.5.1", { "Content-Length": String(body.length) }),
      Buffer.alloc(0),
    );
    const answer = await Promise.race([upload.answer, wait(15_000).then(() => null)]);
    upload.socket.destroy();
    return { status: answer?.line ?? "no answer", answerMs: answer?.afterMs ?? 15_000 };
  });
  expect(result.status).toBe("HTTP/1.1 429 Too Many Requests");
  const elsewhere = await uploadStatement(
    site.url,
    answers("elsewhere"),
    [feeExport()],
    "10.88.5.2",
  );
  expect(elsewhere.status).toBe(200);
});

test("a post from another site gets 403 with no cookie, none of its body read and nothing stored; the retry page is not filled in", async () => {
  const evil = { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" };
  const attacker = { ...answers("attacker"), email: "attacker@evil.example" };
  const body = multipartBody(boundary, attacker, [asPart(feeExport("fees.csv", 3 * MB))]);
  const blobs = countIn("blobs");
  const result = await measured("cross-site post (3 MB, held back)", async () => {
    const upload = rawUpload(
      port,
      { ...headers("10.88.6.1", { "Content-Length": String(body.length) }), ...evil },
      body.subarray(0, 64 * 1024),
    );
    const answer = await Promise.race([upload.answer, wait(15_000).then(() => null)]);
    const closed = await Promise.race([upload.closed, wait(5_000).then(() => null)]);
    upload.socket.destroy();
    return {
      status: answer?.line ?? "no answer",
      answerMs: answer?.afterMs ?? 15_000,
      answer,
      closed,
    };
  });
  expect(result.status).toBe("HTTP/1.1 403 Forbidden");
  expect(result.answer?.head).not.toMatch(/set-cookie/i);
  expect(result.closed).not.toBeNull(); // the connection closed: the rest was never read
  expect(countIn("blobs")).toBe(blobs);
  expect(countIn("tmp")).toBe(0);

  // A browser's post from the attacker's page, refused: the visitor's retry page stays empty.
  const browser = await apiRequest.newContext({ baseURL: site.url });
  const post = (extra: Record<string, string>) =>
    browser.post("/statement-review/upload", {
      headers: { "X-Forwarded-For": "10.88.6.2", ...extra },
      multipart: {
        ...attacker,
        statements: {
          name: "statement.pdf",
          mimeType: "application/pdf",
          buffer: programNamedPdf().buffer,
        },
      },
      maxRedirects: 0,
    });
  const crossSite = await post(evil);
  expect(crossSite.status()).toBe(403);
  expect(crossSite.headers()["set-cookie"]).toBeUndefined();
  expect(await (await browser.get("/statement-review/retry")).text()).not.toContain(attacker.email);
  // The same post from this site's own page is answered with the retry page, filled in.
  const own = await post({ "Sec-Fetch-Site": "same-origin" });
  expect(own.status()).toBe(303);
  expect(await (await browser.get("/statement-review/retry")).text()).toContain(attacker.email);
  await browser.dispose();
});
