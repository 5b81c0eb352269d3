// The hello-world anchors: a one-page Next.js app built from the project's own node_modules, once
// as `create-next-app` leaves it and once with a trivial proxy.ts (the design requires the gate,
// and a proxy alone costs the framework much of its throughput). Built in a temp directory and
// served with `next start`, so every figure can be set beside the framework's floor.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "../e2e/support/server-process.mjs";

const files = {
  "package.json": JSON.stringify({ name: "hello", private: true, type: "module" }),
  // Turbopack resolves only below its root; node_modules is a link to the project's.
  "next.config.mjs": `export default { poweredByHeader: false, turbopack: { root: "/" } };\n`,
  "app/layout.js":
    'export const metadata = { title: "Hello" };\n' +
    'export default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  "app/page.js":
    "export default function Page() {\n  return <main><h1>Hello, world</h1><p>A Next.js page with nothing on it.</p></main>;\n}\n",
};
const proxy =
  'import { NextResponse } from "next/server";\n' +
  "export function proxy() {\n  return NextResponse.next();\n}\n";

/** Where the hello-world app (with or without its proxy) is built. */
export const anchorDir = ({ withProxy }) =>
  path.join(tmpdir(), `lcms-bench-hello${withProxy ? "-proxy" : ""}`);

/** Builds (once per temp dir) and starts an anchor (`next start`); returns its URL and `stop()`. */
export async function startAnchor({ withProxy, port, env = {} }) {
  const dir = anchorDir({ withProxy });
  const modules = path.resolve("node_modules");
  // A build left by another checkout links to its node_modules (maybe gone, maybe another Next):
  // start again from this project's.
  if (linkTarget(path.join(dir, "node_modules")) !== modules)
    rmSync(dir, { recursive: true, force: true });
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) {
    for (const [name, text] of Object.entries({
      ...files,
      ...(withProxy ? { "proxy.js": proxy } : {}),
    })) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    if (!existsSync(path.join(dir, "node_modules")))
      symlinkSync(modules, path.join(dir, "node_modules"), "dir");
    const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
      cwd: dir,
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (build.status !== 0) throw new Error(`The hello-world anchor did not build in ${dir}.`);
  }
  const next = ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"];
  return startServer({ port, cwd: dir, args: next, env });
}

function linkTarget(link) {
  try {
    return readlinkSync(link);
  } catch {
    return undefined;
  }
}
