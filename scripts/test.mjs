#!/usr/bin/env node
// `npm test`: the repo's health in one command. Runs the checks, the unit tests, the production
// build and the end-to-end suite, keeps going after a failure where the next stage can still
// run, and ends with one plain line: "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { chromiumPath } from "../e2e/support/chromium.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" };
const results = [];

function run(label, command, args) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: "inherit", env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${status === 0 ? "✔" : "✘"} ${label} (${seconds}s)`);
  return status === 0;
}

function record(label, passed, failed, note = "") {
  results.push({ label, passed, failed, note });
}

mkdirSync("test-results", { recursive: true });

for (const [label, script] of [
  // First: it also writes .content-collections/generated, which the other stages read.
  ["content", "content:check"],
  ["lint", "lint"],
  ["typecheck", "typecheck"],
  ["format", "format:check"],
]) {
  const ok = run(label, "npm", ["run", "--silent", script]);
  record(label, ok ? 1 : 0, ok ? 0 : 1);
}

rmSync("test-results/jest.json", { force: true });
// PGlite's CommonJS build loads Node built-ins with import(), which Jest allows only with VM modules.
run("unit tests", "node", [
  "--experimental-vm-modules",
  "node_modules/jest/bin/jest.js",
  "--ci",
  "--json",
  "--outputFile=test-results/jest.json",
]);
if (existsSync("test-results/jest.json")) {
  const jest = JSON.parse(readFileSync("test-results/jest.json", "utf8"));
  const suiteErrors = jest.numRuntimeErrorTestSuites ?? 0;
  record(
    "unit tests",
    jest.numPassedTests,
    jest.numFailedTests + suiteErrors,
    suiteErrors ? `${suiteErrors} suites failed to run` : "",
  );
} else record("unit tests", 0, 1, "jest wrote no report");

// Standalone: one build serves server.mjs, `next start` and the standalone output, which the
// end-to-end tests lay out and start as the Dockerfile does (e2e/standalone.spec.ts).
env.NEXT_OUTPUT = "standalone";
const built = run("build", "bash", [
  "-o",
  "pipefail",
  "-c",
  "npm run --silent build 2>&1 | tee test-results/build.log",
]);
record("build", built ? 1 : 0, built ? 0 : 1);
if (built) {
  // A clean build says nothing alarming: any warning or error line is a problem to fix at its cause.
  const alarming = readFileSync("test-results/build.log", "utf8")
    .split("\n")
    .filter((line) =>
      /^\s*(?:⚠|warn(?:ing)?\b|error\b)|\b(?:warning|error):|had an error/i.test(line),
    );
  for (const line of alarming) console.log(`✘ build output: ${line}`);
  record("build output", alarming.length ? 0 : 1, alarming.length ? 1 : 0);
}

if (built) {
  // The W3C checker over every pre-rendered page: one passed or failed count per page.
  console.log("\n▶ html: node scripts/validate-html.mjs");
  const html = spawnSync("node", ["scripts/validate-html.mjs"], { env, encoding: "utf8" });
  process.stdout.write(html.stdout + html.stderr);
  const counts = /(\d+) valid, (\d+) with errors/.exec(html.stdout);
  if (counts && html.status !== 2) record("html", Number(counts[1]), Number(counts[2]));
  else record("html", 0, 1, "the checker did not run (Java missing?)");
}

if (!existsSync(chromiumPath())) {
  record("end-to-end", 0, 1, "Chromium is missing: apt-get install -y chromium-headless-shell");
} else if (!built) {
  record("end-to-end", 0, 1, "skipped: the build failed");
} else {
  rmSync("test-results/e2e.json", { force: true });
  for (const dir of [".data-e2e", ".data-e2e-supabase"])
    rmSync(dir, { recursive: true, force: true });
  run("end-to-end", "npx", ["playwright", "test"]);
  if (existsSync("test-results/e2e.json")) {
    const { stats } = JSON.parse(readFileSync("test-results/e2e.json", "utf8"));
    record(
      "end-to-end",
      stats.expected + stats.flaky,
      stats.unexpected,
      stats.flaky ? `${stats.flaky} passed on retry` : "",
    );
  } else record("end-to-end", 0, 1, "playwright wrote no report");
}

console.log("\nSummary");
for (const { label, passed, failed, note } of results) {
  console.log(
    `  ${failed ? "✘" : "✔"} ${label.padEnd(12)} ${passed} passed, ${failed} failed${note ? ` (${note})` : ""}`,
  );
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
