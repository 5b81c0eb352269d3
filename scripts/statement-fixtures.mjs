#!/usr/bin/env node
// `npm run fixtures:statements`: writes the synthetic statements the readers are tested with to
// fixtures/statements/ (git-ignored), for trying the upload by hand and for end-to-end tests:
// each processor export of a month as CSV and XLSX, the ones that must not be confirmed, and
// exports.json, each file's known figures and why they are confirmed or not. With
// `-- --rows 5000`, the month's exports have about that many rows (the bench's size).
// None is a real statement: each is made from its processor's public documentation.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folder = path.join(root, "fixtures", "statements");
const at = process.argv.indexOf("--rows");
const rows = at > 0 ? Number(process.argv[at + 1]) : undefined;
if (rows !== undefined && !(Number.isInteger(rows) && rows > 0 && rows <= 100_000)) {
  console.error("Usage: npm run fixtures:statements [-- --rows <1-100000>]");
  process.exit(2);
}

const jiti = createJiti(import.meta.url, { alias: { "@/": `${root}/` } });
const { exportFixtures } = await jiti.import(
  path.join(root, "lib/statements/figures/testing/export-fixtures.ts"),
);
// Each set of fixtures, and the manifest its figures go in.
const sets = [{ manifest: "exports.json", fixtures: exportFixtures(rows) }];

mkdirSync(folder, { recursive: true });
const suffix = rows ? `-${rows}-rows` : "";
for (const { manifest, fixtures } of sets) {
  const entries = fixtures.map(({ name, format, kind, bytes, expected }) => {
    const file = name.replace(/(\.\w+)$/, `${suffix}$1`);
    writeFileSync(path.join(folder, file), bytes);
    return { file, format, kind, bytes: bytes.length, expected };
  });
  const manifestName = manifest.replace(/(\.\w+)$/, `${suffix}$1`);
  writeFileSync(path.join(folder, manifestName), `${JSON.stringify(entries, null, 2)}\n`);
  console.log(`${entries.length} files and ${manifestName} in ${path.relative(root, folder)}/`);
}
