import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { ports } from "./servers";
import { startProcess } from "./server-process.mjs";

// Turbopack compiles nothing outside the project's root, so a copy's node_modules is a tree of
// hard links (cp -al, seconds) rather than a symbolic link to ours.
const skipped = new Set([
  "node_modules",
  ".next",
  ".content-collections",
  "test-results",
  "seo-preview",
]);

/** A fresh copy of the repository under test-results, for a spec that changes its files. */
export function repositoryCopy(name: string): string {
  const copy = path.resolve("test-results", name);
  rmSync(copy, { recursive: true, force: true });
  for (const entry of readdirSync(".")) {
    if (skipped.has(entry) || entry.startsWith(".data")) continue;
    cpSync(entry, path.join(copy, entry), { recursive: true });
  }
  const linked = spawnSync("cp", ["-al", "node_modules", path.join(copy, "node_modules")]);
  if (linked.status !== 0) throw new Error(`cp -al node_modules: ${String(linked.stderr)}`);
  return copy;
}

/** Runs one of the copy's scripts with Node; its status and its output, trimmed. */
export function runScript(cwd: string, script: string, args: string[] = []) {
  const { status, stdout, stderr } = spawnSync("node", [script, ...args], {
    cwd,
    encoding: "utf8",
  });
  return { status, output: `${stdout}${stderr}`.trim() };
}

/** `next dev` in a copy, on the spec's own port, trusting the proxy as the suite's server does. */
export function startDevServer(copy: string, ownSite: number) {
  const port = ports.ownSite(ownSite);
  const nextBin = path.resolve("node_modules", "next", "dist", "bin", "next");
  return startProcess({
    args: [nextBin, "dev", "-p", String(port), "-H", "127.0.0.1"],
    cwd: copy,
    port,
    nodeFlags: [],
    env: { SITE_URL: "https://www.lakecountrymerchant.example", TRUST_PROXY: "1" },
  });
}
