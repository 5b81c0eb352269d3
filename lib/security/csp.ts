import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { statementPaths } from "@/lib/statements/paths";
import { isTeamPath } from "@/lib/team/paths";

/** Written after `next build` by scripts/csp-hashes.mjs: route path -> SHA-256 hashes of its inline scripts. */
export const cspManifestPath = path.join(process.cwd(), ".next", "csp-hashes.json");

type Manifest = { routes: Record<string, string[]>; notFound: string[] };
let manifest: Manifest | null | undefined;

function loadManifest(): Manifest | null {
  if (manifest !== undefined) return manifest;
  try {
    manifest = JSON.parse(readFileSync(cspManifestPath, "utf8")) as Manifest;
  } catch {
    manifest = null;
  }
  return manifest;
}

export type ExtraSources = { script?: string[]; connect?: string[]; img?: string[] };

/**
 * Pages rendered per request (everything else is pre-rendered and hashed at build): the retry
 * page, which shows another route's page again with a refused post's answers, and the sent page,
 * which adds what was read from its sender's own files. The team workspace's pages
 * (lib/team/paths.ts) are rendered per request too.
 */
export const perRequestPages: ReadonlySet<string> = new Set([
  statementPaths.retry,
  statementPaths.sent,
]);

/** Whether a page is rendered per request: one of those, or any team workspace page. */
export const isPerRequestPage = (pathname: string) =>
  perRequestPages.has(pathname) || isTeamPath(pathname);

/**
 * The policy of a page rendered per request, with a fresh nonce in `script-src`, or null for a
 * pre-rendered page. The proxy hands it to Next in the request's own CSP header, which is where
 * Next reads the nonce it puts on the page's scripts.
 */
export function perRequestPolicy(
  pathname: string,
  dev = process.env.NODE_ENV !== "production",
): string | null {
  if (!isPerRequestPage(pathname)) return null;
  const nonce = randomBytes(16).toString("base64");
  return contentSecurityPolicy(pathname, { script: [`'nonce-${nonce}'`] }, dev);
}

/** The script hashes of a route's pre-rendered HTML; unknown paths get the 404 page's. */
export function scriptHashesFor(pathname: string): string[] | null {
  const loaded = loadManifest();
  if (!loaded) return null;
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return loaded.routes[normalized] ?? loaded.notFound;
}

/**
 * The Content-Security-Policy of an HTML response. Production lists the route's inline-script
 * hashes instead of 'unsafe-inline'; development needs eval and inline scripts for Fast Refresh.
 */
export function contentSecurityPolicy(
  pathname: string,
  extra: ExtraSources = {},
  dev = process.env.NODE_ENV !== "production",
): string {
  const hashes = dev ? null : scriptHashesFor(pathname);
  const script = dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : ["'self'", ...(hashes ?? []).map((hash) => `'${hash}'`)];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [...script, ...(extra.script ?? [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(extra.img ?? [])],
    "font-src": ["'self'"],
    "media-src": ["'self'"],
    "connect-src": ["'self'", ...(extra.connect ?? [])],
    "frame-src": ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
