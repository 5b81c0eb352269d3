#!/usr/bin/env node
// `npm run fuzz:pdf -- --seed 7 --count 5000`: the PDF check's differential fuzzer at any seed and
// size (lib/statements/testing/pdf-fuzz.ts; `npm test` runs a fixed seed). Prints mutants by kind,
// how many pdf.js found active, how many the check refused, and the clean controls' false-refusal
// rate; writes every file that breaks a rule to --out (default: a new folder in the temp dir) and
// exits 1 if any did. --controls (default: count / 20) clean statements, --chromium (3) of them
// printed by Chromium.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { importTs, root } from "./load-ts.mjs";

process.chdir(root);
const { values } = parseArgs({
  options: {
    seed: { type: "string", default: String(Date.now() % 1_000_000) },
    count: { type: "string", default: "2000" },
    controls: { type: "string" },
    chromium: { type: "string", default: "3" },
    out: { type: "string" },
  },
});
const count = Number(values.count);
const options = {
  seed: Number(values.seed),
  count,
  controls: Number(values.controls ?? Math.max(20, Math.round(count / 20))),
  chromium: Number(values.chromium),
};
const fuzzer = await importTs("lib/statements/testing/pdf-fuzz.ts");

console.log(
  `PDF fuzzer: seed ${options.seed}, ${count} mutants, ${options.controls} clean controls`,
);
const started = performance.now();
let judged = 0;
const rows = await fuzzer.fuzz(options, () => {
  if (++judged % 250 === 0) console.log(`  ${judged} files judged`);
});
console.log(fuzzer.summary(rows));
console.log(`${rows.length} files in ${((performance.now() - started) / 1000).toFixed(0)} s`);

const missed = fuzzer.missed(rows);
const refusedControls = rows.filter((row) => row.kind === "clean control" && row.refused);
const { refused, of } = fuzzer.falseRefusalRate(rows);
const broken = [...missed, ...refusedControls];
if (broken.length > 0) {
  const out = values.out ?? mkdtempSync(path.join(tmpdir(), "pdf-fuzz-"));
  mkdirSync(out, { recursive: true });
  broken.forEach((row, i) => {
    const name = `${i}-${row.kind.replace(/\W+/g, "-")}.pdf`;
    writeFileSync(path.join(out, name), row.bytes);
    console.log(
      `${name}: ${row.seed}, pdf.js ${row.pdfjs.verdict} (${row.pdfjs.found.join("; ")}), check ${row.refused ?? "accepts"}`,
    );
  });
  console.log(`Written to ${out}`);
}
const failed = missed.length > 0 || refused / of >= 0.02;
console.log(failed ? "Missed: see above." : "No active mutant accepted; false refusals under 2%.");
process.exitCode = failed ? 1 : 0;
