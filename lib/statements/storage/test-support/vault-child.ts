import { createHash } from "node:crypto";
import { once } from "node:events";
import type { Writable } from "node:stream";
import type { S3Settings } from "../s3-store";
import { createStatementVault } from "../vault";
import { contentOf, sizeOf } from "./content";

// A separate process the crash and memory tests drive: it prints one line per step and is killed.

type ChildConfig = { dataDir: string; keyHex: string; s3?: S3Settings };
const config = JSON.parse(process.env.VAULT_CHILD_CONFIG ?? "{}") as ChildConfig;
const vault = createStatementVault({
  dataDir: config.dataDir,
  key: Buffer.from(config.keyHex, "hex"),
  s3: config.s3,
});
const say = (line: string) => process.stdout.write(`${line}\n`);

async function write(writable: Writable, data: Buffer) {
  for (let offset = 0; offset < data.length; offset += 16 * 1024) {
    if (!writable.write(data.subarray(offset, offset + 16 * 1024))) await once(writable, "drain");
  }
}

const modes: Record<string, () => Promise<void>> = {
  /** Writes one temporary file forever, slowly, after saying it has begun. */
  async "write-forever"() {
    const temp = vault.createTemp();
    await write(temp.writable, contentOf(0, 1024 * 1024));
    say("writing");
    for (;;) {
      await write(temp.writable, contentOf(1, 64 * 1024));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  },
  /** Uploads and commits files of varied sizes in turn, saying when each commit starts and ends. */
  async "commit-loop"() {
    for (let n = 0; ; n++) {
      const temp = vault.createTemp();
      await write(temp.writable, contentOf(n, sizeOf(n)));
      const { sha256 } = await temp.finish();
      say(`committing ${n}`);
      const { key } = await vault.commit(temp.tempId);
      say(`committed ${n} ${key} ${sha256}`);
    }
  },
  /** Commits one large file, saying when the commit starts. */
  async "commit-one"() {
    const temp = vault.createTemp();
    await write(temp.writable, contentOf(0, 8 * 1024 * 1024));
    await temp.finish();
    say("committing");
    const { key } = await vault.commit(temp.tempId);
    say(`committed ${key}`);
  },
  /**
   * 20 uploads of 5 MB at once, each committed and read back. Prints the peak of live memory
   * (heap and Buffers right after a forced collection: run with --expose-gc and
   * --no-concurrent-array-buffer-sweeping, so that freed Buffers are gone when counted) and of RSS.
   */
  async memory() {
    const collect = (globalThis as { gc?: () => void }).gc!;
    collect();
    const live = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const [liveBefore, rssBefore] = [live(), process.memoryUsage().rss];
    let [livePeak, rssPeak] = [liveBefore, rssBefore];
    const sample = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      collect();
      livePeak = Math.max(livePeak, live());
    }, 50);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const chunk = contentOf(n, 64 * 1024); // written 80 times: 5 MB without holding 5 MB
        const sent = createHash("sha256");
        const temp = vault.createTemp();
        for (let i = 0; i < 80; i++) {
          sent.update(chunk);
          await write(temp.writable, chunk);
        }
        await temp.finish();
        const { key } = await vault.commit(temp.tempId);
        const back = createHash("sha256");
        for await (const part of (await vault.open(key))!) back.update(part as Buffer);
        if (back.digest("hex") !== sent.digest("hex"))
          throw new Error(`file ${n} came back changed`);
      }),
    );
    clearInterval(sample);
    const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;
    say(
      JSON.stringify({
        liveGrowthMb: mb(livePeak - liveBefore),
        rssGrowthMb: mb(rssPeak - rssBefore),
        ms: Math.round(performance.now() - started),
      }),
    );
  },
  /** Whether the S3 SDK is loaded before any vault call, and after one. */
  async sdk() {
    const loaded = () => Object.keys(require.cache).some((file) => file.includes("@aws-sdk"));
    const before = loaded();
    for await (const blob of vault.list()) void blob;
    say(JSON.stringify({ mode: vault.mode, before, after: loaded() }));
  },
};

const mode = process.argv[2] ?? "";
if (!modes[mode]) throw new Error(`unknown mode ${mode}`);
modes[mode]().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
