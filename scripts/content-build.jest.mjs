// Jest's global setup: the page files in content/ read through the content layer before any
// test imports them (a test run never sees last build's copy of a file since changed).
import { spawnSync } from "node:child_process";

export default function contentBuild() {
  const { status } = spawnSync("node", ["scripts/content-check.mjs", "--build-only"], {
    stdio: "inherit",
  });
  if (status !== 0)
    throw new Error("A page file in content/ is invalid: npm run content:check says which.");
}
