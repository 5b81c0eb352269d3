import { spawn, type ChildProcessByStdio } from "node:child_process";
import type { Readable } from "node:stream";
import { expect } from "@playwright/test";
import { readFileSync } from "node:fs";

// The operator's side of the site: `npm run <command>` and `npm start` run as the README and docs/
// tell an operator to run them (through npm, so on the Node that npm puts first on PATH), each
// against a DATA_DIR of the test's. See e2e/commands.spec.ts.

export type CommandRun = { code: number | null; stdout: string; stderr: string };

const given = /^(SUPABASE_|SMTP_|LEADS_|STATEMENTS?_|PORT$|DATA_DIR$|HOSTNAME$|SITE_URL$)/;

/** This process's environment without the settings a test gives each command or server, and `env`. */
function environment(env: Record<string, string>): NodeJS.ProcessEnv {
  const kept = { ...process.env };
  for (const key of Object.keys(kept)) if (given.test(key)) delete kept[key];
  return { ...kept, ...env };
}

/** The major version of Node the project runs on (package.json's `node` devDependency). */
export const pinnedNodeMajor = Number(
  /\d+/.exec(JSON.parse(readFileSync("package.json", "utf8")).devDependencies.node)?.[0],
);

function collect(child: ChildProcessByStdio<null, Readable, Readable>) {
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return { stdout: () => stdout, stderr: () => stderr };
}

/** Runs `npm run <command> -- <args>` and resolves with its exit code and output. */
export function npmRun(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandRun> {
  const child = spawn("npm", ["run", command, ...(args.length ? ["--", ...args] : [])], {
    env: environment(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = collect(child);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code: number | null) =>
      resolve({ code, stdout: output.stdout(), stderr: output.stderr() }),
    );
  });
}

export type NpmServer = { output(): string; stop(): Promise<void> };

/**
 * Starts `npm start` in its own process group and resolves once it serves. `stop()` sends
 * SIGTERM to the group, as a terminal's Ctrl-C or a supervisor would, and waits for the exit.
 */
export async function npmStart(port: number, env: Record<string, string>): Promise<NpmServer> {
  const child = spawn("npm", ["start"], {
    env: environment({ NODE_ENV: "production", PORT: String(port), HOSTNAME: "127.0.0.1", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output = collect(child);
  const all = () => output.stdout() + output.stderr();
  const exited = new Promise<void>((resolve) => child.on("close", () => resolve()));
  let gone = false;
  void exited.then(() => (gone = true));
  const stop = async () => {
    if (!gone) process.kill(-child.pid!, "SIGTERM");
    await exited;
  };
  // A server must not outlive the test worker, even when a hook times out before it stops it.
  process.once("exit", () => {
    if (!gone) process.kill(-child.pid!, "SIGKILL");
  });
  const deadline = Date.now() + 120_000;
  while (!/Lake Country Merchant Services: http/.test(all())) {
    if (gone || Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not serve:\n${all()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { output: all, stop };
}

/**
 * `npm run seo:preview` reads the suite's build; a test asks only that it writes its report (it
 * may exit 1 on a problem it lists in red, as a gate).
 */
export async function seoPreview() {
  const { code, stdout, stderr } = await npmRun("seo:preview", ["--no-build"], {});
  expect(stdout, stderr).toMatch(/^Open file:\/\/\S+\/seo-preview\/index\.html$/m);
  expect(code === 0 || /✘/.test(stdout), `exit ${code} without a problem listed:\n${stderr}`).toBe(
    true,
  );
}
