#!/usr/bin/env node
// `npm run seo:preview`: builds the site when its sources changed since the last build, then
// writes seo-preview/index.html, every route as Google (desktop and phone) and Facebook/LinkedIn
// show it, read from the built pages, with what to fix in red. `--no-build` reads the build as it
// is, and warns when a source changed after that build. Exits non-zero while anything is red; the
// last line is the verdict, with the first fix. The code lives in lib/seo/preview/ (TypeScript,
// loaded through jiti, as Tailwind does).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createJiti } from "jiti";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, ".next");
const outDir = path.join(root, "seo-preview");
const sources = ["app", "components", "content", "lib", "next.config.ts"];

/** The most recently changed file under a file or folder: its path and time in milliseconds. */
function newest(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return { file: entry, mtimeMs: stat.mtimeMs };
  return readdirSync(entry)
    .map((child) => newest(path.join(entry, child)))
    .reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a), { file: entry, mtimeMs: 0 });
}

const buildId = path.join(buildDir, "BUILD_ID");
const changed = sources
  .map((source) => newest(path.join(root, source)))
  .reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
const stale = !existsSync(buildId) || statSync(buildId).mtimeMs < changed.mtimeMs;
const noBuild = process.argv.includes("--no-build");
if (stale && !noBuild) {
  console.log("The pages changed since the last build: building the site (a few minutes)…");
  const { status } = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

const jiti = createJiti(import.meta.url, {
  alias: {
    "@/": `${root}/`,
    "content-collections": path.join(root, ".content-collections/generated/index.js"),
  },
});
const { routes } = await jiti.import(path.join(root, "content/routes/index.ts"));
const { site } = await jiti.import(path.join(root, "content/site.ts"));
const { writeReport } = await jiti.import(path.join(root, "lib/seo/preview/write-report.ts"));
const { verdict } = await jiti.import(path.join(root, "lib/seo/preview/route-report.ts"));
const { problemLine } = await jiti.import(path.join(root, "lib/seo/snippet-checks.ts"));

const { file, reports } = writeReport({ routes, siteName: site.name, buildDir, outDir });
const problems = reports.flatMap((report) => report.problems);
for (const problem of problems) console.log(`✘ ${problemLine(problem)}`);
console.log(`\nOpen ${pathToFileURL(file).href}`);
if (stale && noBuild)
  console.warn(
    `⚠ The build is older than ${path.relative(root, changed.file)}: these pages may not show your last changes. Run npm run seo:preview without --no-build to rebuild.`,
  );
const [first] = problems;
console.log(first ? `${verdict(reports)} Fix first: ${problemLine(first)}` : verdict(reports));
process.exit(problems.length ? 1 : 0);
