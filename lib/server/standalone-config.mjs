// Lets server.mjs serve Next's standalone output (the container image) as well as a checkout,
// from the settings the build resolved. Plain JavaScript like server.mjs, which imports it
// without a build step.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** What Next loads the settings from in a checkout; the standalone output has none of them. */
const CONFIG_FILES = ["next.config.ts", "next.config.mts", "next.config.js", "next.config.mjs"];

/** The checkout's settings file, or undefined in the standalone output. */
export function configFile(dir) {
  return CONFIG_FILES.map((name) => path.join(dir, name)).find((file) => existsSync(file));
}

/**
 * The settings the build was made with, as the JSON Next reads from
 * `__NEXT_PRIVATE_STANDALONE_CONFIG`, or undefined where there is no build, or where the
 * checkout's next.config.ts changed after it (Next then reads that file, as before). Next's own
 * standalone `server.js` hands the build's resolved settings over through that variable; they
 * are the ones the build also wrote to `.next/required-server-files.json`, read here. In a
 * checkout they spare the start Next's loading of next.config.ts, which compiles it with the
 * native SWC binary (about 30 MB of resident memory that stayed for the process's life).
 * Compression and ETags are turned off, as next.config.ts turns them off under server.mjs, which
 * does both once per body (lib/server/compress-response.mjs).
 */
export function standaloneConfig(dir) {
  const manifest = path.join(dir, ".next", "required-server-files.json");
  if (!existsSync(manifest)) return undefined;
  const source = configFile(dir);
  if (source && statSync(source).mtimeMs > statSync(manifest).mtimeMs) return undefined;
  const { config } = JSON.parse(readFileSync(manifest, "utf8"));
  return JSON.stringify({ ...config, compress: false, generateEtags: false });
}
