import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3Settings } from "./s3-store";
import { contentOf, sha256, sizeOf } from "./test-support/content";
import { startS3Server } from "./test-support/s3-server";
import { compileForChildren, killHard, spawnChild } from "./test-support/ts-child";
import { createStatementVault, type StatementVault } from "./vault";

// Real processes killed with SIGKILL: no cleanup code runs, as in a crash or an OOM kill.
// Child processes are slow to start on a busy machine, so these tests get more than 5 seconds.
jest.setTimeout(30_000);

const key = randomBytes(32);
let compiled: string;
let dataDir: string;
beforeAll(async () => {
  compiled = await mkdtemp(path.join(tmpdir(), "statements-child-"));
  await compileForChildren(__dirname, compiled);
});
afterAll(() => rm(compiled, { recursive: true, force: true }));
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "statements-crash-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

function runChild(mode: string, s3?: S3Settings, nodeOptions?: string[]) {
  const config = { dataDir, keyHex: key.toString("hex"), s3 };
  const file = path.join(compiled, "test-support", "vault-child.js");
  return spawnChild(file, [mode], {
    env: { VAULT_CHILD_CONFIG: JSON.stringify(config) },
    nodeOptions,
  });
}

async function readAll(vault: StatementVault, blobKey: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of (await vault.open(blobKey))!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listed(vault: StatementVault) {
  const keys: string[] = [];
  for await (const blob of vault.list()) keys.push(blob.key);
  return keys;
}

/** Every listed blob's SHA-256; reading each to its end verifies every segment. */
async function contents(vault: StatementVault) {
  const found = new Map<string, string>();
  for (const blobKey of await listed(vault))
    found.set(blobKey, sha256(await readAll(vault, blobKey)));
  return found;
}

const tempNames = () => readdir(path.join(dataDir, "statements", "tmp"));

describe("a process killed while storing statements", () => {
  it("mid-upload leaves nothing to list or open, and a temporary file the sweep removes", async () => {
    const child = runChild("write-forever");
    expect(await child.nextLine()).toBe("writing");
    await killHard(child.child);

    const vault = createStatementVault({ dataDir, key });
    expect(await contents(vault)).toEqual(new Map());
    expect(await tempNames()).toHaveLength(1);
    await expect(vault.sweepTemp(0)).resolves.toBe(1);
    expect(await tempNames()).toEqual([]);
  });

  it("at any point of a run of uploads and commits leaves only complete blobs", async () => {
    const reported = new Map<string, string>();
    // Killed as a commit starts, or a moment into it, or into the next upload.
    const delays = [0, 0, 1, 2, 5];
    for (const delay of delays) {
      const child = runChild("commit-loop");
      const lines: string[] = [];
      while (lines.filter((line) => line.startsWith("committing")).length < 3) {
        lines.push(await child.nextLine());
      }
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      await killHard(child.child);
      for (const line of [...lines, ...(await child.restOfLines())]) {
        const [word, , blobKey, digest] = line.split(" ");
        if (word === "committed") reported.set(blobKey!, digest!);
      }
    }

    const vault = createStatementVault({ dataDir, key });
    const found = await contents(vault); // every listed blob opens and verifies to its end
    for (const [blobKey, digest] of reported) expect(found.get(blobKey)).toBe(digest);
    // A blob committed just before the kill, but not yet reported, is still a whole file.
    const possible = new Set(Array.from({ length: 6 }, (_, n) => sha256(contentOf(n, sizeOf(n)))));
    for (const digest of found.values()) expect(possible.has(digest)).toBe(true);
    expect(found.size - reported.size).toBeLessThanOrEqual(delays.length);

    await vault.sweepTemp(0);
    expect(await tempNames()).toEqual([]);
  });

  it("mid-commit to the bucket leaves nothing that opens as a statement", async () => {
    const s3 = await startS3Server(path.join(dataDir, "s3rver"));
    try {
      const child = runChild("commit-one", s3.settings);
      let bytesAtKill = 0;
      let putClosed: Promise<unknown> | undefined;
      s3.watch((request) => {
        if (request.method !== "PUT") return;
        // "close" comes after any parse error the cut body causes; watching the socket's own data
        // events takes nothing from the server's reading.
        putClosed = new Promise((resolve) => request.socket.once("close", resolve));
        request.socket.on("data", () => {
          if (bytesAtKill || request.socket.bytesRead < 256 * 1024) return;
          bytesAtKill = request.socket.bytesRead;
          child.child.kill("SIGKILL");
        });
      });
      expect(await child.nextLine()).toBe("committing");
      await child.exited;
      expect(child.child.signalCode).toBe("SIGKILL");
      expect(bytesAtKill).toBeGreaterThan(0);
      expect(bytesAtKill).toBeLessThan(8 * 1024 * 1024); // killed before the body was all sent
      await putClosed; // the server has seen the connection end

      const vault = createStatementVault({ dataDir, key, s3: s3.settings });
      // S3, R2, MinIO and Supabase Storage never keep a PUT whose body was cut; s3rver may keep
      // the part it got. The commit never resolved, so no lead names that key; it is unreadable.
      const left = await listed(vault);
      expect(left.length).toBeLessThanOrEqual(1);
      for (const blobKey of left) {
        await expect(readAll(vault, blobKey)).rejects.toMatchObject({ problem: "truncated" });
      }
      await expect(vault.sweepTemp(0)).resolves.toBe(1);
      expect(await tempNames()).toEqual([]);
    } finally {
      await s3.close();
    }
  });
});

describe("a process storing 20 uploads of 5 MB at once", () => {
  it("holds a few hundred kilobytes of each at a time, never the 100 MB it stores", async () => {
    // Buffers are counted once a forced collection has really freed them (swept at once).
    const gcFlags = ["--expose-gc", "--no-concurrent-array-buffer-sweeping"];
    const child = runChild("memory", undefined, gcFlags);
    const figures = JSON.parse(await child.nextLine()) as Record<string, number>;
    console.log(`20 × 5 MB sealed, committed and read back: ${JSON.stringify(figures)}`);
    expect(figures.liveGrowthMb).toBeLessThan(16); // measured: 6.7–6.9 MB
  });
});

describe("the S3 SDK", () => {
  it("is not loaded in local mode, and in S3 mode only at the first call", async () => {
    const local = runChild("sdk");
    expect(JSON.parse(await local.nextLine())).toEqual({
      mode: "local",
      before: false,
      after: false,
    });
    const s3 = await startS3Server(path.join(dataDir, "s3rver"));
    try {
      const remote = runChild("sdk", s3.settings);
      expect(JSON.parse(await remote.nextLine())).toEqual({
        mode: "s3",
        before: false,
        after: true,
      });
    } finally {
      await s3.close();
    }
  });
});
