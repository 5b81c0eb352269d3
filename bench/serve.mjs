// Starts the production server (server.mjs) for a benchmark and waits until it answers.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

/** Builds when there is no build yet; returns a stop function for the started server. */
export async function startServer({ port, env = {} }) {
  if (!existsSync(".next/BUILD_ID")) {
    const { spawnSync } = await import("node:child_process");
    const build = spawnSync("npm", ["run", "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (build.status !== 0) throw new Error("The build failed.");
  }
  const child = spawn("node", ["server.mjs"], {
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      DATA_DIR: ".data-bench",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return { url, stop: () => stop(child) };
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error("The server did not start.");
}

/** Ends the server and resolves once it has exited, so its DATA_DIR is free to read. */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill();
  return exited;
}
