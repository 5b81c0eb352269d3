import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// A site server of a test's own (`node server.mjs`): its own port, its own DATA_DIR and the
// environment the test gives, so a spec can kill or reconfigure it without touching the shared
// servers of playwright.config.ts. Its output is kept for the JSON lines the worker logs.

export type SiteProcess = {
  url: string;
  dataDir: string;
  /** Every JSON line the server printed so far (worker and intake events). */
  events(): Record<string, unknown>[];
  /** Starts the server again on the same port and DATA_DIR (after a kill). */
  restart(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Stops the server and removes its DATA_DIR. */
  close(): Promise<void>;
};

const inherited = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^(SUPABASE_|SMTP_|LEADS_|PORT$|DATA_DIR$|HOSTNAME$)/.test(key),
  ),
);

/**
 * Starts the server and renders `warm` once each, so a test's first visit does not pay for the
 * route's first render (slow on a busy machine).
 */
// A server must never outlive the test worker, even when a hook times out before it is handed over.
const running = new Set<ChildProcess>();
process.once("exit", () => running.forEach((child) => child.kill("SIGKILL")));

export async function startSite(
  port: number,
  env: Record<string, string>,
  warm: string[] = [],
): Promise<SiteProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lcms-e2e-site-"));
  const url = `http://127.0.0.1:${port}`;
  const lines: Record<string, unknown>[] = [];
  let child: ChildProcess | undefined;

  async function start() {
    const started = spawn("node", ["server.mjs"], {
      env: {
        ...inherited,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        SITE_URL: "http://localhost:3000",
        TRUST_PROXY: "1",
        HOSTNAME: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = started;
    running.add(started);
    started.once("exit", () => running.delete(started));
    let rest = "";
    const collect = (chunk: Buffer) => {
      const text = rest + chunk.toString("utf8");
      const parts = text.split("\n");
      rest = parts.pop() ?? "";
      for (const line of parts) {
        if (line.startsWith("{")) {
          try {
            lines.push(JSON.parse(line) as Record<string, unknown>);
          } catch {}
        }
        if (process.env.SITE_LOG) console.log(`[${port}] ${line}`);
      }
    };
    started.stdout!.on("data", collect);
    started.stderr!.on("data", collect);
    const exited = new Promise<never>((_, reject) =>
      started.once("exit", (code) => reject(new Error(`server on ${port} exited (${code})`))),
    );
    exited.catch(() => {});
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await Promise.race([
        fetch(`${url}/robots.txt`).then(
          (r) => r.ok,
          () => false,
        ),
        exited,
      ]);
      if (ok) return;
      if (Date.now() > deadline) throw new Error(`server on ${port} did not answer in 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async function kill(signal: NodeJS.Signals = "SIGTERM") {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const gone = new Promise((resolve) => current.once("exit", resolve));
    current.kill(signal);
    await gone;
  }

  await start();
  for (const route of warm) await fetch(`${url}${route}`).then((r) => r.text());
  return {
    url,
    dataDir,
    events: () => lines,
    restart: start,
    kill,
    async close() {
      await kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
