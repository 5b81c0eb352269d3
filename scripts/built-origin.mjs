// A post-build step (scripts/post-build.mjs): name the public origin the build wrote into its
// links (canonical and Open Graph URLs, the sitemap, the flyer's QR code, the social pages'
// tracked links), read back from the sitemap it produced, and warn loudly when it is a local one:
// a printed flyer or a shared link from such a build leads nowhere. SITE_URL at build time
// chooses it (see docs/configuration.md).
import { readFileSync } from "node:fs";
import path from "node:path";

/** Reads the build's sitemap; warns through `log` about several or local origins; says which. */
export function reportBuiltOrigin(build, log = console) {
  const sitemapFile = path.join(build, "server", "app", "sitemap.xml.body");
  let sitemap;
  try {
    sitemap = readFileSync(sitemapFile, "utf8");
  } catch {
    throw new Error(`${sitemapFile} is missing; run \`next build\` first.`);
  }
  const origins = [
    ...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).origin)),
  ];
  const local = origins.filter((origin) =>
    /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$|\.localhost$/.test(
      new URL(origin).hostname,
    ),
  );
  if (origins.length !== 1) {
    log.warn(`built-origin: the sitemap links to ${origins.length} origins: ${origins.join(", ")}`);
  }
  if (local.length > 0) {
    const rule = "!".repeat(78);
    log.warn(
      [
        rule,
        `!! This build links to ${local.join(", ")}.`,
        "!! Canonical URLs, the sitemap, the flyer's QR code and shared links point at a local",
        "!! address and are dead anywhere else. Unset SITE_URL to use the public origin in",
        "!! content/site.ts, or set it to the deployment's own origin, and build again.",
        rule,
      ].join("\n"),
    );
  }
  return `links in this build point at ${origins.join(", ")}`;
}
