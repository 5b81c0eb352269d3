#!/usr/bin/env node
// `npm run fixtures:statements`: writes the synthetic statements the readers are tested with to
// fixtures/statements/ (git-ignored), for trying the upload by hand and for end-to-end tests,
// with a manifest per set: each file's known figures and why they are confirmed or not. The PDF
// set (pdfs.json): both statement families, a 10-page statement, and the ones that must not be
// confirmed (fee lines that disagree with their total, two months, a third party, a scan). The
// export set (exports.json): each processor export's month as CSV and XLSX, and the ones that
// must not be confirmed (no fee column, two months, rows that disagree with the net column);
// with `-- --rows 5000` its months have about that many rows (the bench's size). None is a real
// statement: each is made from the processors' published statement guides and export docs.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { importTs, root } from "./load-ts.mjs";

const folder = path.join(root, "fixtures", "statements");
const at = process.argv.indexOf("--rows");
const rows = at > 0 ? Number(process.argv[at + 1]) : undefined;
if (rows !== undefined && !(Number.isInteger(rows) && rows > 0 && rows <= 100_000)) {
  console.error("Usage: npm run fixtures:statements [-- --rows <1-100000>]");
  process.exit(2);
}

const { pdfFixtures } = await importTs("lib/statements/figures/testing/pdf-fixtures.ts");
const { exportFixtures } = await importTs("lib/statements/figures/testing/export-fixtures.ts");
// Each set of fixtures, and the manifest its figures go in (only the exports grow with --rows).
const suffix = rows ? `-${rows}-rows` : "";
const sets = [
  ...(rows ? [] : [{ manifest: "pdfs.json", fixtures: await pdfFixtures() }]),
  { manifest: `exports${suffix}.json`, fixtures: exportFixtures(rows), suffix },
];

mkdirSync(folder, { recursive: true });
for (const { manifest, fixtures, suffix: named = "" } of sets) {
  const entries = fixtures.map(({ name, format, kind, bytes, expected }) => {
    const file = name.replace(/(\.\w+)$/, `${named}$1`);
    writeFileSync(path.join(folder, file), bytes);
    return { file, ...(format && { format }), kind, bytes: bytes.length, expected };
  });
  writeFileSync(path.join(folder, manifest), `${JSON.stringify(entries, null, 2)}\n`);
  console.log(`${entries.length} files and ${manifest} in ${path.relative(root, folder)}/`);
}
