import { PdfTooComplexError } from "./errors";
import { isHarmlessOpenAction } from "./active-content";
import { Lexer } from "./lexer";
import { pacer } from "../pacer";
import { pdfLimits } from "./limits";
import type { PdfScan } from "./scan";
import { entry, hasName, readValue, type PdfValue } from "./values";

/** What the document's structure says: its pages, and whether opening it starts an action. */
export type PdfStructure = { hasCatalog: boolean; pages: number; harmfulOpenAction: boolean };

/**
 * Follows the catalog (the trailer's /Root, else the last /Type /Catalog) to its page tree and
 * counts the pages, and judges every /OpenAction met anywhere, in any revision.
 */
export async function readStructure(scan: PdfScan): Promise<PdfStructure> {
  const resolve = (value: PdfValue | undefined): PdfValue | undefined => {
    if (value?.type !== "ref") return value;
    const location = scan.objects.get(value.num);
    return location && readValue(new Lexer(location.source, location.offset));
  };
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
    harmfulOpenAction: scan.openActions.some((action) => !isHarmlessOpenAction(resolve(action))),
  };
}

async function countPages(
  tree: PdfValue | undefined,
  resolve: (value: PdfValue | undefined) => PdfValue | undefined,
): Promise<number> {
  const pause = pacer();
  let pages = 0;
  const seen = new Set<number>();
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node?.type === "ref") {
      if (seen.has(node.num)) continue;
      seen.add(node.num);
      if (seen.size > pdfLimits.maxObjects) throw new PdfTooComplexError("a page tree too large");
    }
    const value = resolve(node);
    if (hasName(value, "Type", "Page")) pages++;
    const kids = resolve(entry(value, "Kids"));
    if (kids?.type === "array") for (const kid of kids.items) stack.push(kid);
    const paused = pause();
    if (paused) await paused;
  }
  return pages;
}
