import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/chat";

// server.mjs compresses (lib/server/compress-response.mjs) instead of Next: the same page must
// decode to the same bytes in every encoding, with every other header, the CSP included, as the
// identity response has it, and Vary telling caches the variants apart. Node's fetch decodes br
// and gzip itself, so the bodies compared are the decoded bytes. Each representation of a page
// or asset carries its own strong ETag, and a browser revalidating its copy gets a 304.

const ignored = new Set([
  "date",
  "etag",
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "keep-alive",
]);
const rest = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !ignored.has(name)));

test("pages and build assets decode to the same bytes with the same headers", async ({
  baseURL,
  page,
}) => {
  await page.goto("/");
  // The chunk scripts are appended after the first paint (scripts/scripts-after-paint.mjs).
  const chunk =
    (await page
      .locator('script[src^="/_next/static/chunks/"]:not([nomodule])')
      .first()
      .getAttribute("src")) ?? "";
  expect(chunk).toMatch(/^\/_next\/static\/chunks\/.+\.js$/);
  for (const path of ["/", "/about", "/pricing-no-such-page", chunk]) {
    const fetchAs = (encoding: string) =>
      fetch(`${baseURL}${path}`, { headers: { "accept-encoding": encoding } });
    const identity = await fetchAs("identity");
    const identityBody = Buffer.from(await identity.arrayBuffer());
    expect(identity.headers.get("content-encoding"), path).toBeNull();
    expect(identity.headers.get("vary"), path).toMatch(/(^|, )Accept-Encoding$/);
    for (const encoding of ["br", "gzip"]) {
      const compressed = await fetchAs(`${encoding}, identity;q=0.5`);
      expect(compressed.status, path).toBe(identity.status);
      expect(compressed.headers.get("content-encoding"), path).toBe(encoding);
      expect(Buffer.from(await compressed.arrayBuffer()).equals(identityBody), path).toBe(true);
      expect(rest(compressed.headers), path).toEqual(rest(identity.headers));
      if (identity.status !== 200) continue;
      const tag = compressed.headers.get("etag");
      expect(tag, path).toMatch(/^"[\w-]+"$/);
      expect(tag, path).not.toBe(identity.headers.get("etag"));
      const revalidated = await fetch(`${baseURL}${path}`, {
        headers: { "accept-encoding": encoding, "if-none-match": tag ?? "" },
      });
      expect(revalidated.status, path).toBe(304);
      expect((await revalidated.arrayBuffer()).byteLength, path).toBe(0);
    }
    if (identity.status === 200) expect(identity.headers.get("etag"), path).toMatch(/^"[\w-]+"$/);
  }
});

test("HEAD answers carry the GET's status, type, encoding, ETag, Vary and length", async ({
  baseURL,
}) => {
  const names = ["content-type", "content-encoding", "etag", "vary", "content-length"];
  const answer = async (path: string, method: string, encoding: string) => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { "accept-encoding": encoding },
    });
    await response.arrayBuffer();
    const picked = names.map((name) => [name, response.headers.get(name)]);
    return { path, encoding, status: response.status, ...Object.fromEntries(picked) };
  };
  for (const path of ["/", "/about", "/pricing-no-such-page", "/robots.txt"]) {
    for (const encoding of ["br", "gzip", "identity"]) {
      const get = await answer(path, "GET", encoding);
      expect(await answer(path, "HEAD", encoding)).toEqual(get);
    }
  }
});

test("a client navigation's RSC payloads come whole and compressed, as the build compressed them", async ({
  page,
  isMobile,
}) => {
  // Next writes each payload in one piece without a length; server.mjs serves it from the
  // compression cache (with a Content-Length) instead of compressing it afresh as a stream.
  const encodings: (string | undefined)[] = []; // of the payloads that came with a length
  page.on("response", async (response) => {
    if (!response.request().headers()["rsc"] || response.status() !== 200) return;
    const headers = await response.allHeaders();
    if (Number(headers["content-length"] ?? 0) > 1000) encodings.push(headers["content-encoding"]);
  });
  await page.goto("/");
  await waitForHydration(page);
  const link = page.locator('main a[href="/cash-discount"]').first();
  if (isMobile) await link.dispatchEvent("touchstart");
  else await link.hover();
  await expect.poll(() => encodings.length).toBeGreaterThan(0);
  for (const encoding of encodings) expect(encoding).toBe("br");
  await link.click();
  await page.waitForURL("**/cash-discount");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
