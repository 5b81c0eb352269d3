import type { Figures } from "@/content/pages/figures";

/**
 * The computed figures each page file may quote as `{{name}}`, by path. A page without an entry
 * has none, and writes its numbers out.
 */
export const pageFigures: Readonly<Record<string, Figures>> = {};
