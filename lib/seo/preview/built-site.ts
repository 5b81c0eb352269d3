import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isPerRequestPage } from "@/lib/security/csp";

/** What one pre-rendered page tells crawlers, read from the build (`.next/server/app`). */
export type BuiltPage = {
  path: string;
  title: string;
  description: string;
  canonical: string;
  /** The page asks search engines not to list it (robots noindex). */
  noindex: boolean;
  socialTitle: string;
  socialDescription: string;
  /** The Open Graph image: its URL, its built PNG (file and real size), declared size and alt. */
  image: {
    url: string;
    file: string;
    width: number;
    height: number;
    declared: string;
    alt: string;
  } | null;
  /** Every JSON-LD @type on the page, in order, each once. */
  jsonLdTypes: string[];
  /** The page's sitemap.xml entry, or null when it is not listed. */
  sitemap: { changeFrequency: string; priority: string } | null;
};

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Text of an HTML attribute or element with its character references resolved. */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** The content of every <meta name|property> in a document, by name. */
function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    );
    const key = attributes.name ?? attributes.property;
    if (key && attributes.content !== undefined && !tags.has(key))
      tags.set(key, decodeHtml(attributes.content));
  }
  return tags;
}

function jsonLdTypes(html: string): string[] {
  const types = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    for (const type of [record["@type"]].flat()) if (typeof type === "string") types.add(type);
    if (record["@graph"]) visit(record["@graph"]);
  };
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs,
  ))
    visit(JSON.parse(json ?? "null"));
  return [...types];
}

/** Width and height of a PNG, from its IHDR chunk right after the 8-byte signature. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(12, 16).toString("latin1") !== "IHDR") return { width: 0, height: 0 };
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A URL as the URL parser writes it ("https://a.example" becomes "https://a.example/"). */
function normalisedUrl(url: string): string {
  return URL.canParse(url) ? new URL(url).href : url;
}

/** Each <url> of a sitemap by its <loc>. */
export function sitemapEntries(xml: string): Map<string, BuiltPage["sitemap"]> {
  const entries = new Map<string, BuiltPage["sitemap"]>();
  for (const [, body = ""] of xml.matchAll(/<url>(.*?)<\/url>/gs)) {
    const field = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(body)?.[1] ?? "";
    entries.set(normalisedUrl(decodeHtml(field("loc"))), {
      changeFrequency: field("changefreq"),
      priority: field("priority"),
    });
  }
  return entries;
}

/**
 * A route as the build wrote it: its pre-rendered HTML, its Open Graph image and its sitemap
 * entry. Throws, naming the file, when the build has no page for the route.
 */
export function readBuiltPage(
  appDir: string,
  routePath: string,
  sitemap: Map<string, BuiltPage["sitemap"]>,
): BuiltPage {
  const htmlFile = path.join(appDir, `${routePath === "/" ? "index" : routePath.slice(1)}.html`);
  if (!existsSync(htmlFile))
    throw new Error(`${htmlFile} is missing: build the site first (npm run build).`);
  const html = readFileSync(htmlFile, "utf8");
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = metaTags(head);
  const canonical = decodeHtml(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? "");
  const imageUrl = meta.get("og:image");
  let image: BuiltPage["image"] = null;
  if (imageUrl) {
    const file = path.join(appDir, `${new URL(imageUrl).pathname.slice(1)}.body`);
    image = {
      url: imageUrl,
      file,
      ...(existsSync(file) ? pngSize(readFileSync(file)) : { width: 0, height: 0 }),
      declared: `${meta.get("og:image:width") ?? "?"}x${meta.get("og:image:height") ?? "?"}`,
      alt: meta.get("og:image:alt") ?? "",
    };
  }
  return {
    path: routePath,
    title: decodeHtml(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    description: meta.get("description") ?? "",
    canonical,
    noindex: /\bnoindex\b/.test(meta.get("robots") ?? ""),
    socialTitle: meta.get("og:title") ?? "",
    socialDescription: meta.get("og:description") ?? "",
    image,
    jsonLdTypes: jsonLdTypes(html),
    sitemap: sitemap.get(normalisedUrl(canonical)) ?? null,
  };
}

/**
 * The built page of every route in `routePaths` that the build pre-renders, from a Next build
 * directory (`.next`). A page rendered per request (the sent page, which shows its sender's own
 * figures: lib/security/csp.ts) has no file to read, and no place in search results either.
 */
export function readBuiltSite(buildDir: string, routePaths: readonly string[]): BuiltPage[] {
  const appDir = path.join(buildDir, "server", "app");
  const sitemapFile = path.join(appDir, "sitemap.xml.body");
  const sitemap = sitemapEntries(existsSync(sitemapFile) ? readFileSync(sitemapFile, "utf8") : "");
  return routePaths
    .filter((routePath) => !isPerRequestPage(routePath))
    .map((routePath) => readBuiltPage(appDir, routePath, sitemap));
}
