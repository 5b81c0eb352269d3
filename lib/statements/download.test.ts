import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { derivedKey } from "./derived-keys";
import { createStatementDownload } from "./download";
import { signDownloadLink } from "./links";
import type { FileRecord } from "./records";

const master = randomBytes(32);
const previous = randomBytes(32);
const now = Date.UTC(2026, 10, 27, 12);
const bytes = Buffer.from("Date,Amount\n2026-05-01,-12.40\n");
const record: FileRecord = {
  id: "5f0c4b8e-1d2a-4c3b-9e8f-7a6b5c4d3e2f",
  leadId: 41,
  name: 'May <b>"fees"</b>.csv',
  mediaType: "text/csv",
  size: bytes.length,
  sha256: "0".repeat(64),
  storageKey: "a".repeat(32),
  deleted: false,
};

function setUp(row: FileRecord | null = record) {
  const logged: Record<string, unknown>[] = [];
  const opened: string[] = [];
  const download = createStatementDownload({
    masterKeys: async () => [master, previous],
    records: async () => ({ get: async (id) => (row && id === row.id ? row : null) }),
    open: async (key) => {
      opened.push(key);
      return Readable.from([bytes]);
    },
    page: () => ({ html: "<p>This download link no longer works</p>", csp: "default-src 'none'" }),
    addressHash: async () => "c0ffee",
    now: () => now,
    log: { info: (line: string) => logged.push(JSON.parse(line)), error: () => {} },
  });
  return { download, logged, opened };
}

const linkUnder = (key: Buffer, at = now) =>
  new URL(
    signDownloadLink("https://site.example", record.id, derivedKey(key, "download-links"), at).url,
  );
const sameSite = new Headers({ "sec-fetch-site": "same-origin", "user-agent": "curl/8.11.1" });

describe("createStatementDownload", () => {
  it("answers a GET with a page whose one button posts the same link, fetching no file", async () => {
    const { download, logged, opened } = setUp();
    const url = linkUnder(master);
    const response = await download.show(url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("content-security-policy")).toContain("form-action 'self'");
    expect(html).toContain(
      `<form method="post" action="${url.pathname}${url.search.replaceAll("&", "&amp;")}">`,
    );
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain("Download May &lt;b&gt;&quot;fees&quot;&lt;/b&gt;.csv");
    expect(html).not.toContain("<b>");
    expect(opened).toEqual([]);
    expect(logged.some((entry) => entry.event === "statement_downloaded")).toBe(false);
  });

  it("sends the file to a same-origin POST, logging a hashed address and the browser family", async () => {
    const { download, logged } = setUp();
    const response = await download.send(linkUnder(master), sameSite);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(response.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(logged).toContainEqual({
      event: "statement_downloaded",
      fileId: record.id,
      leadId: 41,
      addressHash: "c0ffee",
      agent: "curl",
    });
    expect(JSON.stringify(logged)).not.toContain("fees");
  });

  it("refuses a cross-site POST with 403 before looking anything up", async () => {
    const { download, opened } = setUp();
    const crossSite = new Headers({
      "sec-fetch-site": "cross-site",
      origin: "https://evil.example",
    });
    const response = await download.send(linkUnder(master), crossSite);
    expect(response.status).toBe(403);
    expect(opened).toEqual([]);
  });

  it("answers 410 for a deleted row even when its storage key lingers, GET and POST alike", async () => {
    const { download, opened } = setUp({ ...record, deleted: true });
    expect((await download.show(linkUnder(master))).status).toBe(410);
    expect((await download.send(linkUnder(master), sameSite)).status).toBe(410);
    expect(opened).toEqual([]);
  });

  it("verifies links signed under a previous key, and answers 403 for a changed one, 410 for an expired one", async () => {
    const { download } = setUp();
    expect((await download.send(linkUnder(previous), sameSite)).status).toBe(200);
    const changed = linkUnder(master);
    const signature = changed.searchParams.get("s")!;
    changed.searchParams.set("s", `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`);
    expect((await download.show(changed)).status).toBe(403);
    const expired = linkUnder(master, now - 8 * 86_400_000);
    expect((await download.send(expired, sameSite)).status).toBe(410);
  });
});
