// The node arguments `npm start` serves the site with (its flags, then server.mjs), read from
// package.json, so a bench measures the server as it is run rather than a bare server.mjs.
import { readFileSync } from "node:fs";

/** `npm start`'s command after `node`, e.g. ["--max-old-space-size=192", "server.mjs"]. */
export function npmStartArgs() {
  const start = JSON.parse(readFileSync("package.json", "utf8")).scripts.start;
  return start.split(" ").filter(Boolean).slice(1);
}
