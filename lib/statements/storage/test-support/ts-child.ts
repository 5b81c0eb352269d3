import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { createInterface } from "node:readline";

// Transpiles a folder with the project's TypeScript, so that child processes run the real modules.
const compiler = `
const ts = require("typescript");
const fs = require("node:fs");
const path = require("node:path");
const [from, to] = process.argv.slice(1);
for (const entry of fs.readdirSync(from, { recursive: true })) {
  if (!entry.endsWith(".ts") || entry.endsWith(".test.ts")) continue;
  const { outputText } = ts.transpileModule(fs.readFileSync(path.join(from, entry), "utf8"), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
  });
  fs.mkdirSync(path.join(to, path.dirname(entry)), { recursive: true });
  fs.writeFileSync(path.join(to, entry.replace(/\\.ts$/, ".js")), outputText);
}
`;

/** Compiles the TypeScript files of `sourceDir` (tests excluded) to CommonJS in `outDir`. */
export async function compileForChildren(sourceDir: string, outDir: string) {
  const child = spawn(process.execPath, ["-e", compiler, sourceDir, outDir], { stdio: "inherit" });
  const [code] = await once(child, "exit");
  if (code !== 0) throw new Error(`Compiling ${sourceDir} for child processes failed (${code}).`);
}

/** A child Node process running the compiled file `file` with `args`; its lines come in order. */
export function spawnChild(
  file: string,
  args: string[],
  options: { env?: Record<string, string>; nodeOptions?: string[] } = {},
) {
  const child = spawn(process.execPath, [...(options.nodeOptions ?? []), file, ...args], {
    // The compiled files live outside the project, so they find its packages through NODE_PATH.
    env: { ...process.env, ...options.env, NODE_PATH: path.join(process.cwd(), "node_modules") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const exited = once(child, "exit");
  return {
    child,
    exited,
    /** The next line the child prints; rejects (with its stderr) when it exits first. */
    async nextLine(): Promise<string> {
      const next = await lines.next();
      if (next.done) throw new Error(`The child exited (${child.exitCode}): ${stderr}`);
      return next.value;
    },
    /** Every line the child printed and nobody read yet, once it has exited. */
    async restOfLines(): Promise<string[]> {
      const rest: string[] = [];
      for (let next = await lines.next(); !next.done; next = await lines.next())
        rest.push(next.value);
      return rest;
    },
  };
}

/** Kills a child with SIGKILL (no cleanup of its own can run) and waits until it is gone. */
export async function killHard(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = once(child, "exit");
  child.kill("SIGKILL");
  await gone;
}
