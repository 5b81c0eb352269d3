import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { headerLength, keyId } from "./format";
import { sha256 } from "./test-support/content";
import { createStatementVault, type StatementVault, type TempFile } from "./vault";

let dataDir: string;
let vault: StatementVault;
const key = randomBytes(32);
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "statements-vault-"));
  vault = createStatementVault({ dataDir, key });
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const tmpDir = () => path.join(dataDir, "statements", "tmp");
const blobDir = () => path.join(dataDir, "statements", "blobs");

async function upload(target: StatementVault, data: Buffer) {
  const temp = target.createTemp();
  for (let offset = 0; offset < data.length; offset += 50_000) {
    if (!temp.writable.write(data.subarray(offset, offset + 50_000))) {
      await once(temp.writable, "drain");
    }
  }
  return { temp, result: await temp.finish() };
}

/** Writes until the upload pushes back, then waits until its file takes data again. */
async function writingStarted(temp: TempFile) {
  while (temp.writable.write(randomBytes(64 * 1024)));
  await once(temp.writable, "drain"); // only the open file drains it
}

async function readAll(stream: Readable | null) {
  if (!stream) throw new Error("no blob");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listed(target: StatementVault) {
  const blobs = [];
  for await (const blob of target.list()) blobs.push(blob);
  return blobs;
}

describe("the statement vault on local disk", () => {
  it.each([0, 1, 65_536, 5 * 1024 * 1024 + 3])(
    "stores a %i-byte file encrypted and gives the same bytes back",
    async (size) => {
      const data = randomBytes(size);
      const { temp, result } = await upload(vault, data);
      expect(result).toEqual({ tempId: temp.tempId, size, sha256: sha256(data) });
      expect(sha256(await vault.readTemp(temp.tempId))).toBe(sha256(data));

      const { key: blobKey } = await vault.commit(temp.tempId);
      expect(blobKey).toMatch(/^[0-9a-f]{32}$/);
      expect(await readdir(tmpDir())).toEqual([]);
      expect(sha256(await readAll(await vault.open(blobKey)))).toBe(sha256(data));
    },
  );

  // 700,000 bytes span several of the reader's 256 KB slices; the small buffer fills mid-file.
  it.each([200_000, 700_000])(
    "reads a %i-byte temporary file into a buffer it is given when it fits, else into a new one",
    async (size) => {
      const data = randomBytes(size);
      const { temp } = await upload(vault, data);
      const shared = Buffer.alloc(size + 100_000);
      const fitted = await vault.readTemp(temp.tempId, shared);
      expect(fitted.buffer).toBe(shared.buffer);
      expect(fitted.equals(data)).toBe(true);
      const small = Buffer.alloc(size - 100_000);
      const grown = await vault.readTemp(temp.tempId, small);
      expect(grown.buffer).not.toBe(small.buffer);
      expect(grown.equals(data)).toBe(true);
      await temp.abort();
      await expect(vault.readTemp(temp.tempId)).rejects.toThrow("is not finished");
    },
  );

  it("takes an upload piped in, as a multipart parser hands it over", async () => {
    const parts = Array.from({ length: 40 }, () => randomBytes(16 * 1024 + 3));
    const temp = vault.createTemp();
    await pipeline(Readable.from(parts), temp.writable);
    const { size, sha256: digest } = await temp.finish();
    expect(size).toBe(40 * (16 * 1024 + 3));
    expect(digest).toBe(sha256(Buffer.concat(parts)));
    const { key: blobKey } = await vault.commit(temp.tempId);
    expect(sha256(await readAll(await vault.open(blobKey)))).toBe(digest);
  });

  it("lets a reader stop part-way, as a visitor closing a download does", async () => {
    const { key: blobKey } = await vault.commit(
      (await upload(vault, randomBytes(1024 * 1024))).temp.tempId,
    );
    const stream = (await vault.open(blobKey))!;
    for await (const chunk of stream) {
      expect((chunk as Buffer).length).toBeGreaterThan(0);
      break; // destroys the stream
    }
    expect(stream.destroyed).toBe(true);
    await vault.remove(blobKey);
    await expect(listed(vault)).resolves.toEqual([]);
  });

  it("keeps files private: owner-only, under DATA_DIR, never in plaintext", async () => {
    const data = Buffer.from("Card 4111 1111 1111 1111 interchange 1.80% ".repeat(2000));
    const { temp } = await upload(vault, data);
    const tempFile = path.join(tmpDir(), `${temp.tempId}.part`);
    expect((await stat(tempFile)).mode & 0o777).toBe(0o600);
    expect((await readFile(tempFile)).includes(Buffer.from("4111"))).toBe(false);

    const { key: blobKey } = await vault.commit(temp.tempId);
    const blobFile = path.join(blobDir(), blobKey);
    const stored = await readFile(blobFile);
    expect(stored.includes(Buffer.from("4111"))).toBe(false);
    expect(stored.subarray(0, 4).toString()).toBe("LCST");
    expect((await stat(blobFile)).mode & 0o777).toBe(0o600);
    expect((await stat(blobDir())).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(dataDir, "statements"))).mode & 0o777).toBe(0o700);
  });

  it("gives every commit a new random key", async () => {
    const data = Buffer.from("same file");
    const keys = [];
    for (let i = 0; i < 3; i++)
      keys.push((await vault.commit((await upload(vault, data)).temp.tempId)).key);
    expect(new Set(keys).size).toBe(3);
  });

  it("lists committed blobs with when they were stored, and forgets removed ones", async () => {
    const before = Date.now();
    const a = await vault.commit((await upload(vault, randomBytes(10))).temp.tempId);
    const b = await vault.commit((await upload(vault, randomBytes(10))).temp.tempId);
    const blobs = await listed(vault);
    expect(blobs.map((blob) => blob.key).sort()).toEqual([a.key, b.key].sort());
    for (const blob of blobs) {
      expect(blob.storedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(blob.storedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    await vault.remove(a.key);
    await vault.remove(a.key); // idempotent
    expect((await listed(vault)).map((blob) => blob.key)).toEqual([b.key]);
    await expect(vault.open(a.key)).resolves.toBeNull();
  });

  it("lists nothing and opens nothing before anything was stored", async () => {
    await expect(listed(vault)).resolves.toEqual([]);
    await expect(vault.open("0".repeat(32))).resolves.toBeNull();
    await expect(vault.remove("0".repeat(32))).resolves.toBeUndefined();
  });

  it("refuses keys and temporary ids that are not its own names, so none becomes a path", async () => {
    for (const bad of ["../statements-key", "a/b", "", "0".repeat(31), "G".repeat(32)]) {
      await expect(vault.open(bad)).rejects.toThrow(TypeError);
      await expect(vault.remove(bad)).rejects.toThrow(TypeError);
      await expect(vault.commit(bad)).rejects.toThrow(TypeError);
      await expect(vault.readTemp(bad)).rejects.toThrow(TypeError);
    }
  });

  it("commits and reads only finished temporary files", async () => {
    const temp = vault.createTemp();
    temp.writable.write(randomBytes(100));
    await expect(vault.commit(temp.tempId)).rejects.toThrow("is not finished");
    await expect(vault.readTemp(temp.tempId)).rejects.toThrow("is not finished");
    await temp.finish();
    const { key: blobKey } = await vault.commit(temp.tempId);
    await expect(vault.commit(temp.tempId)).rejects.toThrow("is not finished");
    expect(await listed(vault)).toHaveLength(1);
    expect(blobKey).not.toBe(temp.tempId);
  });

  it("removes what an aborted upload wrote, even mid-write", async () => {
    const temp = vault.createTemp();
    await writingStarted(temp);
    expect(await readdir(tmpDir())).toEqual([`${temp.tempId}.part`]);
    await temp.abort();
    await temp.abort();
    expect(await readdir(tmpDir())).toEqual([]);
    expect(temp.writable.destroyed).toBe(true);
    await expect(vault.commit(temp.tempId)).rejects.toThrow("is not finished");
  });

  it("refuses a blob sealed under another key, naming the key ids", async () => {
    const { key: blobKey } = await vault.commit((await upload(vault, randomBytes(10))).temp.tempId);
    const other = createStatementVault({ dataDir, key: randomBytes(32) });
    await expect(other.open(blobKey)).rejects.toMatchObject({ problem: "wrong-key" });
    await expect(other.open(blobKey)).rejects.toThrow(`key id ${vault.keyId}`);
  });

  it("after a key rotation, seals new files under the new key and reads old ones under the previous", async () => {
    const old = randomBytes(300_000);
    const { key: oldBlob } = await vault.commit((await upload(vault, old)).temp.tempId);
    const rotated = createStatementVault({ dataDir, key: randomBytes(32), previousKeys: [key] });
    expect(await readAll(await rotated.open(oldBlob))).toEqual(old);
    const fresh = randomBytes(1000);
    const { key: newBlob } = await rotated.commit((await upload(rotated, fresh)).temp.tempId);
    const header = (await readFile(path.join(blobDir(), newBlob))).subarray(5, 13);
    expect(header.toString("hex")).toBe(rotated.keyId);
    expect(await readAll(await rotated.open(newBlob))).toEqual(fresh);
    // The old key alone cannot read what was sealed after the rotation.
    await expect(vault.open(newBlob)).rejects.toMatchObject({ problem: "wrong-key" });
  });

  it("refuses a blob whose key id is neither the key's nor a previous one's, naming the ids", async () => {
    const { key: blobKey } = await vault.commit((await upload(vault, randomBytes(10))).temp.tempId);
    const previous = randomBytes(32);
    const other = createStatementVault({ dataDir, key: randomBytes(32), previousKeys: [previous] });
    const read = other.open(blobKey);
    await expect(read).rejects.toMatchObject({ problem: "wrong-key" });
    await expect(other.open(blobKey)).rejects.toThrow(
      `sealed with key id ${vault.keyId}, but STATEMENTS_KEY has key id ${other.keyId} ` +
        `(STATEMENTS_PREVIOUS_KEYS: ${keyId(previous).toString("hex")})`,
    );
  });

  it("fails the read of a blob changed on disk instead of returning its bytes", async () => {
    const { key: blobKey } = await vault.commit(
      (await upload(vault, randomBytes(200_000))).temp.tempId,
    );
    const file = path.join(blobDir(), blobKey);
    const stored = await readFile(file);
    stored[headerLength + 70_000]! ^= 0x80;
    await writeFile(file, stored);
    await expect(readAll(await vault.open(blobKey))).rejects.toMatchObject({
      problem: "tampered",
    });
    await writeFile(file, stored.subarray(0, stored.length - 1));
    await expect(readAll(await vault.open(blobKey))).rejects.toMatchObject({
      name: "StatementIntegrityError",
    });
  });

  it("sweeps old temporary files that no upload in progress owns, and nothing else", async () => {
    const previous = createStatementVault({ dataDir, key }); // stands for a crashed process
    const orphan = previous.createTemp();
    orphan.writable.write(randomBytes(1000));
    await orphan.finish();
    const active = vault.createTemp();
    await writingStarted(active);
    const stranger = path.join(tmpDir(), "notes.txt");
    await writeFile(stranger, "not ours");

    await expect(vault.sweepTemp(60_000)).resolves.toBe(0); // the orphan is fresh
    const old = new Date(Date.now() - 120_000);
    await utimes(path.join(tmpDir(), `${orphan.tempId}.part`), old, old);
    await utimes(path.join(tmpDir(), `${active.tempId}.part`), old, old);
    await expect(vault.sweepTemp(60_000)).resolves.toBe(1);
    expect((await readdir(tmpDir())).sort()).toEqual([`${active.tempId}.part`, "notes.txt"].sort());
    await active.finish();
    await expect(vault.sweepTemp(0)).resolves.toBe(0); // still owned until committed
    await vault.commit(active.tempId);
    expect(await readdir(tmpDir())).toEqual(["notes.txt"]);
  });

  it("reports a failed write to the writer, cleans up, and works once the cause is gone", async () => {
    await writeFile(path.join(dataDir, "statements"), "a file where the directory should be");
    const temp = vault.createTemp();
    const failed = once(temp.writable, "error");
    temp.writable.write(randomBytes(100));
    await expect(failed).resolves.toBeDefined();
    await expect(temp.finish()).rejects.toThrow();
    await temp.abort();

    await rm(path.join(dataDir, "statements")); // the operator fixes it; no restart needed
    const { result } = await upload(vault, Buffer.from("after the fix"));
    expect(result.size).toBe(13);
  });
});
