#!/usr/bin/env node
// The W3C Nu HTML Checker (vnu-jar, offline; needs Java) over every page `next build`
// pre-rendered into .next/server/app. Prints each error with its file and line, then one line
// "N valid, N with errors"; exits non-zero when any page has an error, so a new one fails the suite.
// The build's stylesheet, which scripts/inline-stylesheets.mjs copies into every page, is taken
// out of the copy the checker reads: its CSS checker predates `@container` and `@property` and
// reports Tailwind's valid output line by line. That stylesheet was never checked as a file
// either; everything else in the page, inline `style` attributes included, still is.
// Its HTML rules also predate the standard's expect link (`<link rel="expect" blocking="render">`,
// components/sections/first-paint-marker.tsx): it reports `blocking` on any link but a stylesheet.
// That one message is dropped for expect links only; any other error on them is still reported.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import vnu from "vnu-jar";
import { withoutInlinedStylesheets } from "./inline-stylesheets.mjs";
import { htmlFiles } from "./rewrite-built-pages.mjs";

const root = path.join(".next", "server", "app");

if (!existsSync(root)) {
  console.error("No build: run `npm run build` first.");
  process.exit(2);
}
const files = [...htmlFiles(root)].sort();
const java = spawnSync("java", ["-version"], { stdio: "ignore" });
if (java.error || java.status !== 0) {
  console.error("Java is missing: apt-get install -y default-jre-headless (.ci/run does this).");
  process.exit(2);
}

const copies = mkdtempSync(path.join(os.tmpdir(), "validate-html-"));
const copyOf = (file) => path.join(copies, path.relative(root, file));
for (const file of files) {
  mkdirSync(path.dirname(copyOf(file)), { recursive: true });
  writeFileSync(copyOf(file), withoutInlinedStylesheets(readFileSync(file, "utf8")));
}

const run = spawnSync(
  "java",
  ["-Xss16m", "-jar", `${vnu}`, "--errors-only", "--format", "json", ...files.map(copyOf)],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
let messages;
try {
  messages = JSON.parse(run.stderr || run.stdout).messages;
} catch {
  console.error(`The checker gave no report:\n${run.stderr}${run.stdout}`);
  process.exit(2);
}

const predatesExpectLinks = ({ message, extract }) =>
  message.startsWith("A “link” element with a “blocking” attribute must have a “rel” attribute") &&
  /<link rel="expect"[^>]*blocking="render"/.test(extract ?? "");
const errors = messages.filter(
  (message) => message.type === "error" && !predatesExpectLinks(message),
);
const byFile = new Map();
for (const message of errors) {
  const file = path.join(root, path.relative(copies, new URL(message.url).pathname));
  byFile.set(file, [...(byFile.get(file) ?? []), message]);
}
for (const [file, list] of byFile) {
  for (const { lastLine, message, extract } of list) {
    console.log(
      `${file}:${lastLine ?? "?"}: ${message}${extract ? `\n    ${extract.trim().slice(0, 160)}` : ""}`,
    );
  }
}
console.log(`${files.length - byFile.size} valid, ${byFile.size} with errors`);
process.exit(byFile.size ? 1 : 0);
