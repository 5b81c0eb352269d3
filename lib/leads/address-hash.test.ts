import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { addressHashSecret, hashAddress } from "./address-hash";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "leads-secret-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe("hashAddress", () => {
  it("gives a stable 64-character hex digest that depends on the secret", () => {
    const digest = hashAddress("203.0.113.7", "secret-one-0123456789");
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(hashAddress("203.0.113.7", "secret-one-0123456789")).toBe(digest);
    expect(hashAddress("203.0.113.7", "secret-two-0123456789")).not.toBe(digest);
    expect(digest).not.toContain("203.0.113.7");
  });
});

describe("addressHashSecret", () => {
  it("uses LEADS_HASH_SECRET when it is set and writes nothing", async () => {
    await expect(addressHashSecret("configured-secret-value", dataDir)).resolves.toBe(
      "configured-secret-value",
    );
    await expect(stat(path.join(dataDir, "leads-hash-secret"))).rejects.toThrow();
  });

  it("generates one secret, readable only by its owner, and keeps it across calls", async () => {
    const [a, b] = await Promise.all([
      addressHashSecret(undefined, dataDir),
      addressHashSecret(undefined, dataDir),
    ]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    const file = path.join(dataDir, "leads-hash-secret");
    expect((await readFile(file, "utf8")).trim()).toBe(a);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    await expect(addressHashSecret(undefined, dataDir)).resolves.toBe(a);
  });

  it("reads the file once per process: later calls do not touch the disk", async () => {
    const first = await addressHashSecret(undefined, dataDir);
    const file = path.join(dataDir, "leads-hash-secret");
    await writeFile(file, "an-other-secret-written-after-the-first-read\n");
    await expect(addressHashSecret(undefined, dataDir)).resolves.toBe(first);
    await rm(file);
    await expect(addressHashSecret(undefined, dataDir)).resolves.toBe(first);
    await expect(stat(file)).rejects.toThrow();
  });

  it("tries again after a failed read instead of keeping the failure", async () => {
    const file = path.join(dataDir, "leads-hash-secret");
    await writeFile(file, "short\n");
    await expect(addressHashSecret(undefined, dataDir)).rejects.toThrow(/too short/);
    await writeFile(file, "a-secret-long-enough-to-be-used-0123456789\n");
    await expect(addressHashSecret(undefined, dataDir)).resolves.toBe(
      "a-secret-long-enough-to-be-used-0123456789",
    );
  });
});
