import { falseRefusalRate, fuzz, missed, mutations, summary } from "../testing/pdf-fuzz";

// The differential fuzzer at a fixed seed: active and clean PDFs mutated every way pdf-mutations*
// know (shadowed and indirect object-stream parameters, updates, duplicates, cross-references that
// lead elsewhere, ...), each judged by pdf.js and by the check. `npm run fuzz:pdf` runs thousands.

test("no mutant pdf.js finds active is accepted, and clean statements pass", async () => {
  // Chromium's prints are clean controls of `npm run fuzz:pdf` and of the differential test.
  const rows = await fuzz({ seed: 43, count: 10 * mutations.length, controls: 24, chromium: 0 });
  console.log(`PDF fuzzer, seed 43:\n${summary(rows)}`);
  const describe = ({ kind, seed, pdfjs }: (typeof rows)[number]) =>
    `${kind} of ${seed}: ${pdfjs.found.join("; ")}`;
  expect(missed(rows).map(describe)).toEqual([]);
  const { refused, of } = falseRefusalRate(rows);
  expect(of).toBeGreaterThanOrEqual(24);
  expect(refused / of).toBeLessThan(0.02);
  // It tests something: every kind is made, and the two bypasses run JavaScript in pdf.js.
  for (const { kind } of mutations)
    expect([kind, rows.some((row) => row.kind === kind)]).toEqual([kind, true]);
  for (const kind of ["shadowed /N", "shadowed /First"]) {
    const active = rows.filter((row) => row.kind === kind && row.pdfjs.verdict === "active");
    expect([kind, active.length > 0]).toEqual([kind, true]);
  }
}, 240_000);
