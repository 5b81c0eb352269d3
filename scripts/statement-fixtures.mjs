#!/usr/bin/env node
// `npm run fixtures:statements`: writes the synthetic statements the readers are tested with to
// fixtures/statements/ (git-ignored), for trying the upload by hand and for end-to-end tests,
// with a manifest per set: each file's known figures and why they are confirmed or not. The PDF
// set: both statement families, a 10-page statement, and the ones that must not be confirmed
// (fee lines that disagree with their total, two months, a third party, a scan). None is a real
// statement: each is made from the processors' published statement guides.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folder = path.join(root, "fixtures", "statements");

const jiti = createJiti(import.meta.url, { alias: { "@/": `${root}/` } });
const { pdfFixtures } = await jiti.import(
  path.join(root, "lib/statements/figures/testing/pdf-fixtures.ts"),
);
// Each set of fixtures, and the manifest its figures go in.
const sets = [{ manifest: "pdfs.json", fixtures: await pdfFixtures() }];

mkdirSync(folder, { recursive: true });
for (const { manifest, fixtures } of sets) {
  const entries = fixtures.map(({ name, kind, bytes, expected }) => {
    writeFileSync(path.join(folder, name), bytes);
    return { file: name, kind, bytes: bytes.length, expected };
  });
  writeFileSync(path.join(folder, manifest), `${JSON.stringify(entries, null, 2)}\n`);
  console.log(`${entries.length} files and ${manifest} in ${path.relative(root, folder)}/`);
}
