import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { headerLength } from "./format";
import { sha256 } from "./test-support/content";
import { startS3Server, testBucket } from "./test-support/s3-server";
import { createStatementVault, type StatementVault } from "./vault";

// The SDK warns once per process that its releases from 2027 need Node 22; this runs on Node 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

let scratch: string;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let vault: StatementVault;
const key = randomBytes(32);

beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "statements-s3-"));
  s3 = await startS3Server(path.join(scratch, "s3rver"));
  vault = createStatementVault({ dataDir: path.join(scratch, "data"), key, s3: s3.settings });
});
afterEach(async () => {
  await s3.close();
  await rm(scratch, { recursive: true, force: true });
});

async function store(data: Buffer) {
  const temp = vault.createTemp();
  temp.writable.end(data);
  const result = await temp.finish();
  return { ...result, ...(await vault.commit(result.tempId)) };
}

async function readAll(stream: Readable | null) {
  if (!stream) throw new Error("no blob");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listed() {
  const keys = [];
  for await (const blob of vault.list()) keys.push(blob.key);
  return keys.sort();
}

const objectUrl = (blobKey: string) =>
  `${s3.settings.endpoint}/${testBucket}/statements/${blobKey}`;

describe("the statement vault on an S3-protocol server (s3rver)", () => {
  it.each([0, 1, 65_536, 3 * 1024 * 1024 + 5])(
    "round-trips a %i-byte file and leaves no temporary file behind",
    async (size) => {
      const data = randomBytes(size);
      const { key: blobKey, sha256: digest } = await store(data);
      expect(digest).toBe(sha256(data));
      expect(await readdir(path.join(scratch, "data", "statements", "tmp"))).toEqual([]);
      expect(sha256(await readAll(await vault.open(blobKey)))).toBe(sha256(data));
    },
  );

  it("sends only ciphertext, with no ACL, so the bucket never holds a readable statement", async () => {
    const data = Buffer.from("Card 4111 1111 1111 1111 interchange 1.80% ".repeat(3000));
    const { key: blobKey } = await store(data);
    const puts = s3.requests.filter((request) => request.method === "PUT");
    expect(puts).toHaveLength(1);
    for (const name of Object.keys(puts[0]!.headers)) {
      expect(name).not.toMatch(/^x-amz-(acl|grant-)/);
    }
    // s3rver enforces no ACLs, so an unsigned GET succeeds here; what it gets is ciphertext.
    const anonymous = await fetch(objectUrl(blobKey));
    const body = Buffer.from(await anonymous.arrayBuffer());
    expect(body.subarray(0, 4).toString()).toBe("LCST");
    expect(body.length).toBe(headerLength + data.length + 16 * Math.ceil(data.length / 65_536));
    expect(body.includes(Buffer.from("4111"))).toBe(false);
  });

  it("lists blobs, and after remove neither lists nor opens them", async () => {
    const a = await store(randomBytes(100));
    const b = await store(randomBytes(100));
    expect(await listed()).toEqual([a.key, b.key].sort());
    await vault.remove(a.key);
    await vault.remove(a.key); // idempotent
    expect(await listed()).toEqual([b.key]);
    await expect(vault.open(a.key)).resolves.toBeNull();
    expect((await fetch(objectUrl(a.key))).status).toBe(404);
  });

  it("ignores objects in the bucket that are not its blobs", async () => {
    await fetch(`${s3.settings.endpoint}/${testBucket}/other/file.txt`, {
      method: "PUT",
      body: "x",
    });
    await fetch(`${s3.settings.endpoint}/${testBucket}/statements/readme.txt`, {
      method: "PUT",
      body: "x",
    });
    const { key: blobKey } = await store(randomBytes(10));
    expect(await listed()).toEqual([blobKey]);
  });

  it("refuses a blob changed in the bucket", async () => {
    const { key: blobKey } = await store(randomBytes(100_000));
    const stored = Buffer.from(await (await fetch(objectUrl(blobKey))).arrayBuffer());
    stored[stored.length - 5]! ^= 1;
    await fetch(objectUrl(blobKey), { method: "PUT", body: stored });
    await expect(readAll(await vault.open(blobKey))).rejects.toMatchObject({
      name: "StatementIntegrityError",
    });
  });

  it("keeps the temporary file when the upload fails, so the caller can retry or abort", async () => {
    const temp = vault.createTemp();
    temp.writable.end(randomBytes(1000));
    await temp.finish();
    await s3.close();
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {}); // the SDK's own note
    await expect(vault.commit(temp.tempId)).rejects.toThrow();
    warn.mockRestore();
    expect(await readdir(path.join(scratch, "data", "statements", "tmp"))).toEqual([
      `${temp.tempId}.part`,
    ]);
    await temp.abort();
    s3 = await startS3Server(path.join(scratch, "s3rver")); // for afterEach
  });
});

describe("a bucket that does not answer", () => {
  let silent: Server;
  beforeAll(async () => {
    silent = createServer(() => {}); // accepts requests and never responds
    silent.listen(0, "127.0.0.1");
    await once(silent, "listening");
  });
  afterAll(async () => {
    silent.closeAllConnections();
    silent.close();
  });

  it("fails each call once its timeout has passed", async () => {
    const { port } = silent.address() as AddressInfo;
    const slow = createStatementVault({
      dataDir: path.join(tmpdir(), "statements-unused"),
      key,
      s3: { ...s3Settings(port), timeoutMs: 300 },
    });
    const started = Date.now();
    await expect(slow.open("0".repeat(32))).rejects.toThrow("download took longer than 300 ms");
    await expect(slow.remove("0".repeat(32))).rejects.toThrow("delete took longer than 300 ms");
    expect(Date.now() - started).toBeLessThan(4_000);
  }, 15_000);
});

function s3Settings(port: number) {
  return {
    bucket: "b",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "x",
    secretAccessKey: "y",
    forcePathStyle: true,
    timeoutMs: 300,
  };
}
