import { PdfTooComplexError } from "./errors";
import { isHarmlessOpenAction } from "./active-content";
import { Lexer } from "./lexer";
import { pacer } from "../pacer";
import { pdfLimits } from "./limits";
import type { PdfScan } from "./scan";
import { entry, hasName, readValue, type PdfValue } from "./values";

/** What the document's structure says: its pages, and whether opening it starts an action. */
export type PdfStructure = { hasCatalog: boolean; pages: number; harmfulOpenAction: boolean };

type Resolve = (value: PdfValue | undefined) => PdfValue | undefined;

/** Marks a reference to an object the file does not hold. */
const MISSING: PdfValue = { type: "keyword", value: "missing" };

/**
 * Follows the catalog (the trailer's /Root, else the last /Type /Catalog) to its page tree and
 * counts the pages (reading each object's last definition, as a viewer rebuilding the file
 * does), and judges every /OpenAction met anywhere, in any revision, under every definition of
 * the object it names: harmful when any of them is, or when the file holds none.
 */
export async function readStructure(scan: PdfScan): Promise<PdfStructure> {
  const resolve = resolver(scan);
  const root = scan.root === undefined ? undefined : resolve({ type: "ref", num: scan.root });
  const fallback = scan.catalogs.at(-1);
  const catalog = entry(root, "Pages")
    ? root
    : fallback === undefined
      ? undefined
      : resolve({ type: "ref", num: fallback });
  return {
    hasCatalog: catalog?.type === "dict",
    pages: await countPages(entry(catalog, "Pages"), resolve),
    harmfulOpenAction: scan.openActions.some(harmfulAction(scan)),
  };
}

// Each object is read once, however many references lead to it: 400 /OpenAction entries naming
// one 99,000-element array used to read that array 400 times.
function resolver(scan: PdfScan): Resolve {
  const cache = new Map<number, PdfValue>();
  return (value) => {
    if (value?.type !== "ref") return value;
    const known = cache.get(value.num);
    if (known) return known;
    const location = scan.lastDefinition(value.num);
    const read = location ? readValue(new Lexer(location.source, location.offset)) : MISSING;
    cache.set(value.num, read);
    return read;
  };
}

function harmfulAction(scan: PdfScan): (action: PdfValue) => boolean {
  const judged = new Map<number, boolean>();
  return (action) => {
    if (action.type !== "ref") return !isHarmlessOpenAction(action);
    const known = judged.get(action.num);
    if (known !== undefined) return known;
    const definitions = scan.definitions(action.num);
    const harmful =
      definitions.length === 0 ||
      definitions.some((at) => !isHarmlessOpenAction(readValue(new Lexer(at.source, at.offset))));
    judged.set(action.num, harmful);
    return harmful;
  };
}

// Every node and every /Kids array is expanded once, and all the kids met together are bounded,
// so many nodes sharing one long /Kids array cost its length once, not its length squared.
async function countPages(tree: PdfValue | undefined, resolve: Resolve): Promise<number> {
  const pause = pacer();
  let pages = 0;
  let visits = 0;
  const seen = new Set<number>();
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node?.type === "ref") {
      if (seen.has(node.num)) continue;
      seen.add(node.num);
    }
    if (++visits > pdfLimits.maxObjects) throw new PdfTooComplexError("a page tree too large");
    const value = resolve(node);
    if (hasName(value, "Type", "Page")) pages++;
    const kidsEntry = entry(value, "Kids");
    if (kidsEntry?.type === "ref") {
      if (seen.has(kidsEntry.num)) continue;
      seen.add(kidsEntry.num);
    }
    const kids = resolve(kidsEntry);
    if (kids?.type === "array") for (const kid of kids.items) stack.push(kid);
    const paused = pause();
    if (paused) await paused;
  }
  return pages;
}
