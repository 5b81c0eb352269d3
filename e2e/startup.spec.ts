import { execFileSync } from "node:child_process";
import { existsSync, symlinkSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ownPort, removeDir, tempDataDir } from "./support/lead-rows";
import { servedBy, startProcess, stopProcess, waitForServer } from "./support/server-process.mjs";

// Real server processes with one wrong setting each: they must exit non-zero with a message
// naming the variable, and server.mjs must never print its listening line.
test.describe.configure({ mode: "serial" });

const supabase = { SUPABASE_URL: "https://abc.supabase.co", SUPABASE_ANON_KEY: "a".repeat(40) };
const badSettings: [string, Record<string, string>, RegExp][] = [
  ["SITE_URL", { SITE_URL: "example" }, /SITE_URL must be an absolute URL/],
  ["SUPABASE_URL", { ...supabase, SUPABASE_URL: "abc.supabase" }, /SUPABASE_URL: SUPABASE_URL/],
  [
    "SUPABASE_ANON_KEY",
    { ...supabase, SUPABASE_ANON_KEY: "short" },
    /SUPABASE_ANON_KEY looks too short/,
  ],
  [
    "half Supabase",
    { SUPABASE_URL: supabase.SUPABASE_URL },
    /set both SUPABASE_URL and SUPABASE_ANON_KEY/,
  ],
  ["GEO_GATE", { GEO_GATE: "maybe" }, /- GEO_GATE:/],
  [
    "GEO_ALLOWED_COUNTRIES",
    { GEO_ALLOWED_COUNTRIES: "USA" },
    /GEO_ALLOWED_COUNTRIES is a comma-separated/,
  ],
  ["GEO_TIMEOUT_MS", { GEO_TIMEOUT_MS: "5" }, /- GEO_TIMEOUT_MS:/],
  ["TRUST_PROXY", { TRUST_PROXY: "yes" }, /- TRUST_PROXY:/],
  ["KEEP_ALIVE_TIMEOUT", { KEEP_ALIVE_TIMEOUT: "65s" }, /- KEEP_ALIVE_TIMEOUT:/],
  ["LEADS_HASH_SECRET", { LEADS_HASH_SECRET: "short" }, /LEADS_HASH_SECRET needs at least 16/],
  [
    // The build stated (and inlined) 30 days; a server told otherwise would delete on another period.
    "STATEMENT_RETENTION_DAYS",
    { STATEMENT_RETENTION_DAYS: "14" },
    /this build states and applies 30 days .* started with 14/,
  ],
  [
    "GEO_COUNTRY_DB",
    { GEO_COUNTRY_DB: "/nonexistent/country.mmdb" },
    /GEO_COUNTRY_DB cannot be read/,
  ],
];

async function exitOf(
  args: string[],
  env: Record<string, string>,
  cwd?: string,
  port = ownPort(9),
) {
  const server = startProcess({ args, env, cwd, port });
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 90_000);
  const { code, signal } = await server.exited;
  clearTimeout(timer);
  return { code, signal, output: server.output() };
}

test("server.mjs refuses each wrong setting before listening, naming the variable", async () => {
  test.setTimeout(300_000);
  // Four at a time: each is a whole Next.js start.
  for (let index = 0; index < badSettings.length; index += 4) {
    const batch = badSettings.slice(index, index + 4);
    const results = await Promise.all(batch.map(([, env]) => exitOf(["server.mjs"], env)));
    results.forEach(({ code, output }, position) => {
      const [label, , message] = batch[position]!;
      expect(code, `${label}: exit code\n${output}`).toBe(1);
      expect(output, label).toMatch(message);
      expect(output, label).toContain("Not starting: ");
      expect(output, label).not.toContain("Lake Country Merchant Services: http");
    });
  }
});

test("server.mjs exits when its port is taken, instead of staying up serving nothing", async () => {
  test.setTimeout(180_000);
  const taken = createServer().listen(ownPort(9), "127.0.0.1");
  const dataDir = tempDataDir("port-taken");
  try {
    const { code, output } = await exitOf(["server.mjs"], { DATA_DIR: dataDir });
    expect(code, output).toBe(1);
    expect(output).toMatch(/Not starting: listen EADDRINUSE/);
    expect(output).not.toContain("Lake Country Merchant Services: http");
  } finally {
    taken.close();
    removeDir(dataDir);
  }
});

test("`next start` and the standalone server.js stop with the same message", async () => {
  test.setTimeout(180_000);
  const env = { ...supabase, SUPABASE_ANON_KEY: "short" };
  const nextBin = path.join("node_modules", "next", "dist", "bin", "next");
  const nextStart = await exitOf([nextBin, "start", "-p", String(ownPort(9))], env);
  expect(nextStart.code, nextStart.output).toBe(1);
  expect(nextStart.output).toMatch(/SUPABASE_ANON_KEY looks too short/);

  const standalone = path.join(".next", "standalone");
  if (!existsSync(path.join(standalone, "server.js"))) {
    // The suite builds standalone (scripts/test.mjs); a plain local build has no server.js.
    expect(process.env.CI, "CI must build with NEXT_OUTPUT=standalone").toBeFalsy();
    test.info().annotations.push({ type: "skipped part", description: "no standalone build" });
    return;
  }
  const server = await exitOf(["server.js"], env, standalone);
  expect(server.code, server.output).toBe(1);
  expect(server.output).toMatch(/SUPABASE_ANON_KEY looks too short/);
});

test("KEEP_ALIVE_TIMEOUT sets how long server.mjs keeps an idle connection open", async () => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir("keep-alive");
  const server = startProcess({
    args: ["server.mjs"],
    port: ownPort(9),
    env: { KEEP_ALIVE_TIMEOUT: "1000", DATA_DIR: dataDir },
  });
  try {
    await waitForServer(server);
    // One request on a raw kept-alive connection (Node's Agent would close it itself, a second
    // before the timeout the server announces), then the time until the server closes it.
    const socket = connect(Number(new URL(server.url).port), "127.0.0.1");
    const closedAfter = await new Promise<number>((resolve, reject) => {
      let idleSince = 0;
      socket.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("\r\n\r\n")) idleSince = Date.now(); // /healthz: one piece
      });
      socket.on("close", () => resolve(Date.now() - idleSince));
      socket.on("error", reject);
      socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
    });
    // Node closes an idle connection a second after the timeout it announces: about 6 s by
    // default (measured 6,003 ms without the setting), about 2 s with 1,000.
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    expect(closedAfter).toBeLessThan(4_000);
  } finally {
    await stopProcess(server, "SIGKILL");
    removeDir(dataDir);
  }
});

test("a start that hangs past START_TIMEOUT_MS ends the process, naming the step it was on", async () => {
  test.setTimeout(180_000);
  const dataDir = tempDataDir("hung-start");
  // DATA_DIR on a disk that stops answering: writing the lead store's pid file never returns.
  execFileSync("mkfifo", [path.join(dataDir, "pglite.pid")]);
  const env = { DATA_DIR: dataDir, START_TIMEOUT_MS: "10000", TRUST_PROXY: "1" };
  try {
    const results = await Promise.all([
      exitOf(["server.mjs"], env),
      exitOf(servedBy("next start", ownPort(7)).args, env, undefined, ownPort(7)),
    ]);
    for (const { code, signal, output } of results) {
      expect(output).toContain(
        "Not starting: the start did not finish within 10 s (still opening the lead store)",
      );
      expect(output).not.toContain("Lake Country Merchant Services: http");
      // exit(1) waits for the stuck write; the watchdog ends the process a second later.
      expect({ code, signal }).toEqual({ code: null, signal: "SIGKILL" });
    }
  } finally {
    removeDir(dataDir);
  }
});

test("server.mjs in a checkout reads the .env files, which Next skips when handed the build's settings", async () => {
  test.setTimeout(180_000);
  // A checkout of its own (links to this one's build and code) with a wrong setting in .env.local.
  const checkout = tempDataDir("env-file-checkout");
  for (const name of [".next", "node_modules", "server.mjs", "next.config.ts", "package.json"])
    symlinkSync(path.resolve(name), path.join(checkout, name));
  writeFileSync(path.join(checkout, ".env.local"), "SITE_URL=example\n");
  try {
    const { code, output } = await exitOf(["server.mjs"], { TRUST_PROXY: "1" }, checkout);
    expect(code, output).toBe(1);
    expect(output).toMatch(/SITE_URL must be an absolute URL/);
    expect(output).not.toContain("Lake Country Merchant Services: http");
  } finally {
    removeDir(checkout);
  }
});
