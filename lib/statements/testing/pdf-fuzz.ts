// The PDF check's differential fuzzer: mutants of active and clean PDFs, each judged by pdf.js
// (pdfjs-active.ts's questions) and by the check. No mutant pdf.js finds active may be accepted;
// the clean controls (realistic statements, unmutated) must pass. Run by pdf-fuzz.test.ts with a
// fixed seed, and by `npm run fuzz:pdf` (scripts/fuzz-pdf.mjs) at any seed and count.
import { inspectPdf } from "../pdf/inspect-pdf";
import { activeSeeds, type Seed } from "./fuzz-active-seeds";
import { cleanControls } from "./fuzz-clean-controls";
import { loadModel, type PdfModel } from "./pdf-model";
import { streamMutations } from "./pdf-mutations";
import { entryMutations } from "./pdf-mutations-entries";
import { revisionMutations } from "./pdf-mutations-revisions";
import { startPdfjs, type PdfjsVerdict } from "./pdfjs-oracle";
import { seededRng } from "./rng";

export const mutations = [...streamMutations, ...revisionMutations, ...entryMutations];

/** One file judged: what it was made from, what pdf.js found, what the check answered. */
export type FuzzRow = {
  kind: string;
  seed: string;
  fromActive: boolean;
  pdfjs: PdfjsVerdict;
  refused: string | undefined;
  /** Kept for a file that breaks a rule (a miss, a refused control), to be written out. */
  bytes?: Buffer;
};

export type FuzzOptions = { seed: number; count: number; controls: number; chromium: number };

/** Runs the fuzzer; `onRow` sees each file as it is judged. */
export async function fuzz(
  { seed, count, controls, chromium }: FuzzOptions,
  onRow: (row: FuzzRow) => void = () => {},
): Promise<FuzzRow[]> {
  const rng = seededRng(seed);
  const pdfjs = startPdfjs({ timeoutMs: 15_000 });
  const actives = await activeSeeds();
  const cleans = await cleanControls(rng, controls, chromium);
  const rows: FuzzRow[] = [];
  // pdf.js judges in its worker while this thread checks and makes the next files.
  const pending: Promise<void>[] = [];
  const judge = async (kind: string, from: Seed, bytes: Buffer) => {
    const result = await inspectPdf(bytes);
    const refused = result.ok ? undefined : result.reason;
    pending.push(
      pdfjs.verdict(bytes).then((verdict) => {
        const row: FuzzRow = {
          kind,
          seed: from.name,
          fromActive: from.active,
          pdfjs: verdict,
          refused,
        };
        const broken =
          kind === "clean control" ? refused : verdict.verdict === "active" && !refused;
        if (broken) row.bytes = bytes;
        rows.push(row);
        onRow(row);
      }),
    );
    if (pending.length > 8) await pending.shift();
  };
  try {
    for (const control of cleans) await judge("clean control", control, control.bytes);
    for (const active of actives) await judge("active seed", active, active.bytes);
    const models = await modelsOf([...actives, ...cleans]);
    for (let i = 0; i < count; i++) {
      const mutation = mutations[i % mutations.length]!;
      // A seed without what the mutation changes (an object stream, say) gives way to another.
      for (let attempt = 0; attempt < 5; attempt++) {
        const [from, model] = rng.pick(rng.chance(0.5) ? models.active : models.clean);
        const bytes = mutation.mutate(model, rng);
        if (!bytes) continue;
        await judge(mutation.kind, from, bytes);
        break;
      }
    }
    await Promise.all(pending);
  } finally {
    await pdfjs.stop();
  }
  return rows;
}

async function modelsOf(seeds: Seed[]) {
  const models = { active: [] as [Seed, PdfModel][], clean: [] as [Seed, PdfModel][] };
  for (const seed of seeds) {
    const model = await loadModel(seed.bytes).catch(() => undefined);
    if (model) (seed.active ? models.active : models.clean).push([seed, model]);
  }
  return models;
}

/** Files pdf.js finds active (pdfjs-active.ts) that the check accepts. */
export const missed = (rows: FuzzRow[]) =>
  rows.filter((row) => row.pdfjs.verdict === "active" && !row.refused);

/** The share of clean controls the check refuses. */
export function falseRefusalRate(rows: FuzzRow[]): { refused: number; of: number } {
  const controls = rows.filter((row) => row.kind === "clean control");
  return { refused: controls.filter((row) => row.refused).length, of: controls.length };
}

/** A table of mutants by kind: how many, how many pdf.js found active, how many the check refused. */
export function summary(rows: FuzzRow[]): string {
  const lines = [
    "| kind | files | pdf.js active | check refused | active, accepted | from clean seeds: refused |",
    "| --- | --- | --- | --- | --- | --- |",
  ];
  for (const kind of new Set(rows.map((row) => row.kind))) {
    const of = rows.filter((row) => row.kind === kind);
    const active = of.filter((row) => row.pdfjs.verdict === "active").length;
    const refused = of.filter((row) => row.refused).length;
    const clean = of.filter((row) => !row.fromActive);
    const cleanRefused = clean.filter((row) => row.refused).length;
    lines.push(
      `| ${kind} | ${of.length} | ${active} | ${refused} | ${missed(of).length} | ${cleanRefused} of ${clean.length} |`,
    );
  }
  const { refused, of } = falseRefusalRate(rows);
  const rate = of ? ((100 * refused) / of).toFixed(1) : "0";
  lines.push(`Clean controls refused: ${refused} of ${of} (${rate}%)`);
  return lines.join("\n");
}
