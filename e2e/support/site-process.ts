import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startProcess, stopProcess, waitForServer, type ServerProcess } from "./server-process.mjs";

// A site server of a test's own (`node server.mjs`, started by server-process.mjs as the
// production specs and the fault bench start theirs): its own port, its own DATA_DIR and the
// environment the test gives, so a spec can kill or reconfigure it without touching the shared
// servers of playwright.config.ts. Its output is kept for the JSON lines the worker logs.

export type SiteProcess = {
  url: string;
  dataDir: string;
  /** Every JSON line the server printed so far (worker and intake events). */
  events(): Record<string, unknown>[];
  /** Everything the server printed so far, stdout and stderr, as it came. */
  output(): string;
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

// A server must never outlive the test worker, even when a hook times out before it is handed over.
const running = new Set<ChildProcess>();
process.once("exit", () => running.forEach((child) => child.kill("SIGKILL")));

/**
 * Starts the server and renders `warm` once each, so a test's first visit does not pay for the
 * route's first render (slow on a busy machine).
 */
export async function startSite(
  port: number,
  env: Record<string, string>,
  warm: string[] = [],
): Promise<SiteProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lcms-e2e-site-"));
  const url = `http://127.0.0.1:${port}`;
  const lines: Record<string, unknown>[] = [];
  const printed: Buffer[] = [];
  let server: ServerProcess | undefined;

  async function start() {
    const started = startProcess({
      args: ["server.mjs"],
      port,
      env: {
        ...inherited,
        NODE_ENV: "production",
        SITE_URL: "http://localhost:3000",
        TRUST_PROXY: "1",
        DATA_DIR: dataDir,
        // Idle connections stay open longer than the tests' fetch keeps them (as the docs ask of
        // a load balancer's): at Node's 5 s, a request sent on a connection the server was
        // closing failed with "other side closed" (team-attacks, in CI, on a busy machine).
        KEEP_ALIVE_TIMEOUT: "65000",
        ...env,
      },
    });
    server = started;
    running.add(started.child);
    void started.exited.then(() => running.delete(started.child));
    let rest = "";
    const collect = (chunk: Buffer) => {
      printed.push(chunk);
      const parts = (rest + chunk.toString("utf8")).split("\n");
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
    started.child.stdout!.on("data", collect);
    started.child.stderr!.on("data", collect);
    // As long as playwright.config.ts gives its own servers: PGlite opens before the server listens.
    await waitForServer(started, "/robots.txt", 180_000);
  }

  async function kill(signal: NodeJS.Signals = "SIGTERM") {
    if (server) await stopProcess(server, signal);
  }

  await start();
  for (const route of warm) await fetch(`${url}${route}`).then((r) => r.text());
  return {
    url,
    dataDir,
    events: () => lines,
    output: () => Buffer.concat(printed).toString("utf8"),
    restart: start,
    kill,
    async close() {
      await kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
