#!/usr/bin/env node
// `npm run seo:preview`: builds the site when its sources changed since the last build, then
// writes seo-preview/index.html, every route as Google (desktop and phone) and Facebook/LinkedIn
// show it, read from the built pages, with what to fix in red. `--no-build` reads the build as it
// is. The code lives in lib/seo/preview/ (TypeScript, loaded through jiti, as Tailwind does).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createJiti } from "jiti";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, ".next");
const outDir = path.join(root, "seo-preview");
const sources = ["app", "components", "content", "lib", "next.config.ts"];

/** The newest modification time under a file or folder, in milliseconds. */
function newest(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(entry).map((child) => newest(path.join(entry, child))),
  );
}

const buildId = path.join(buildDir, "BUILD_ID");
const stale =
  !existsSync(buildId) ||
  statSync(buildId).mtimeMs < Math.max(...sources.map((source) => newest(path.join(root, source))));
if (stale && !process.argv.includes("--no-build")) {
  console.log("The pages changed since the last build: building the site (a few minutes)…");
  const { status } = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

const jiti = createJiti(import.meta.url, { alias: { "@/": `${root}/` } });
const { routes } = await jiti.import(path.join(root, "content/routes/index.ts"));
const { site } = await jiti.import(path.join(root, "content/site.ts"));
const { writeReport } = await jiti.import(path.join(root, "lib/seo/preview/write-report.ts"));
const { verdict } = await jiti.import(path.join(root, "lib/seo/preview/route-report.ts"));
const { problemLine } = await jiti.import(path.join(root, "lib/seo/snippet-checks.ts"));

const { file, reports } = writeReport({ routes, siteName: site.name, buildDir, outDir });
for (const problem of reports.flatMap((report) => report.problems))
  console.log(`✘ ${problemLine(problem)}`);
console.log(`\n${verdict(reports)}\nOpen ${pathToFileURL(file).href}`);
