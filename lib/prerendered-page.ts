import { readFileSync } from "node:fs";
import path from "node:path";

const pages = new Map<string, string | null>();

/**
 * The HTML the build pre-rendered for a route, read once; null where there is none (development
 * renders on demand). Responses that are not the route's own (a 451, a 410) send it as it is.
 */
export function prerenderedPage(route: string): string | null {
  if (!pages.has(route)) {
    const file = path.join(process.cwd(), ".next", "server", "app", `${route}.html`);
    let html: string | null = null;
    try {
      html = readFileSync(file, "utf8");
    } catch {
      html = null;
    }
    pages.set(route, html);
  }
  return pages.get(route) ?? null;
}
