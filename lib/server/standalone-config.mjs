// Lets server.mjs serve Next's standalone output (the container image) as well as a checkout.
// Plain JavaScript like server.mjs, which imports it without a build step.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** What Next loads the settings from in a checkout; the standalone output has none of them. */
const CONFIG_FILES = ["next.config.ts", "next.config.mts", "next.config.js", "next.config.mjs"];

/**
 * The settings a standalone build was made with, as the JSON Next reads from
 * `__NEXT_PRIVATE_STANDALONE_CONFIG`, or undefined in a checkout (Next reads next.config.ts
 * there). Next's own standalone `server.js` embeds the build's resolved settings and hands them
 * over through that variable; they are the ones the build also wrote to
 * `.next/required-server-files.json`, read here. Without them Next would start on its defaults
 * and drop the build's settings (the server actions' body limit among them). Compression and
 * ETags are turned off, as next.config.ts turns them off under server.mjs, which does both once
 * per body (lib/server/compress-response.mjs).
 */
export function standaloneConfig(dir) {
  if (CONFIG_FILES.some((name) => existsSync(path.join(dir, name)))) return undefined;
  const manifest = path.join(dir, ".next", "required-server-files.json");
  if (!existsSync(manifest)) return undefined;
  const { config } = JSON.parse(readFileSync(manifest, "utf8"));
  return JSON.stringify({ ...config, compress: false, generateEtags: false });
}
