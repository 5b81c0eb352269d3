#!/usr/bin/env node
// `npm run content:check`: every rule a page file must meet that needs no build, in seconds.
// It reads content/ through the content layer (content-collections.ts, which also writes
// .content-collections/generated for the build, the type check and the tests), then applies the
// rules of content/pages/check.ts: widths, keywords and shared titles as `npm run seo:preview`
// judges them, words and questions per kind, links, the calculator's figures, placeholders.
// Prints one line per problem; the last line is the verdict. `--build-only` just reads the files.
import { performance } from "node:perf_hooks";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createBuilder } from "@content-collections/core";
import { createJiti } from "jiti";

const started = performance.now();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

/** "cta,primary: Invalid input…" lines of the content layer, as "cta.primary: …". */
function issues(message) {
  return message
    .split("\n")
    .map((line) => /^- ([^:]+): (.*)$/.exec(line.trim()))
    .filter(Boolean)
    .map(([, at, text]) => ({
      field: at.replaceAll(",", "."),
      message: /received undefined/.test(text)
        ? "is missing: add it (npm run new:page writes every field)."
        : /^Too small: expected number to be >0/.test(text)
          ? "is 0: write the real figure (the comment beside it says what it is)."
          : text,
    }));
}

const problems = [];
const builder = await createBuilder(path.join(root, "content-collections.ts"));
const fileIn = (collection, file) =>
  path.join(
    "content",
    path.relative(path.join(root, "content"), path.join(root, collection.directory)),
    file,
  );
builder.on("transformer:validation-error", ({ collection, file, error }) => {
  const found = issues(error.message);
  const where = fileIn(collection, file.path);
  if (!found.length) problems.push({ file: where, field: "front matter", message: error.message });
  for (const issue of found) problems.push({ file: where, ...issue });
});
builder.on("collector:parse-error", ({ filePath, error }) =>
  problems.push({
    file: path.relative(root, filePath),
    field: "front matter",
    message: `${error.message}. Check the lines between the two --- for indentation and quotes.`,
  }),
);
builder.on("transformer:error", ({ collection, error }) =>
  problems.push({
    file: `content/${collection.directory.replace(/^content\//, "")}`,
    field: "Markdown",
    message: error.message,
  }),
);
await builder.build();
if (process.argv.includes("--build-only")) {
  if (problems.length)
    console.error(problems.map((p) => `✘ ${p.file} → ${p.field}: ${p.message}`).join("\n"));
  process.exit(problems.length ? 1 : 0);
}

{
  const jiti = createJiti(import.meta.url, {
    alias: {
      "@/": `${root}/`,
      "content-collections": path.join(root, ".content-collections/generated/index.js"),
    },
  });
  try {
    const { contentProblems } = await jiti.import(path.join(root, "content/pages/check.ts"));
    problems.push(...contentProblems());
  } catch (error) {
    // A {{figure}} the page does not have, or an entry the registry refuses, throws on reading.
    const message = error instanceof Error ? error.message : String(error);
    problems.push({ file: "content/", field: "page", message });
  }
}

for (const problem of problems)
  console.log(`✘ ${problem.file} → ${problem.field}: ${problem.message}`);
const [first] = problems;
console.log(
  first
    ? `content:check: ${problems.length} problem${problems.length === 1 ? "" : "s"} (${seconds()}). Fix first: ${first.file} → ${first.field}: ${first.message}`
    : `content:check: every page file passes (${seconds()}).`,
);
process.exit(problems.length ? 1 : 0);
