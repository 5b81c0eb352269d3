import type { Metadata } from "next";
import { routes } from "@/content/routes";
import { site } from "@/content/site";
import { absoluteUrl, pageMetadata } from "@/lib/seo/metadata";
import { ogImageMetadata } from "@/lib/seo/og-image";
import type { BuiltPage } from "@/lib/seo/preview/built-site";
import { reportStyles } from "@/lib/seo/preview/report-assets";
import { routeReports } from "@/lib/seo/preview/route-report";
import { routeSection } from "@/lib/seo/preview/route-section";
import { scopedStyles } from "@/lib/editor/scoped-styles";

const scope = ".editor-card";
const styles =
  scopedStyles(reportStyles, scope) +
  `${scope} .previews{grid-template-columns:minmax(0,1fr)}${scope} .serp.desktop{width:auto;max-width:600px}` +
  `${scope} .serp.mobile{width:auto;max-width:360px}${scope} .card,${scope} .card img{width:100%;max-width:400px;height:auto}`;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A route as the built page will tell crawlers, from the same metadata helpers the page uses:
 * what `npm run seo:preview` reads from the build, without one.
 */
function pageOf(path: string): BuiltPage {
  const entry = routes.find((route) => route.path === path)!;
  const metadata: Metadata = ogImageMetadata(path, pageMetadata(path));
  const image = [metadata.openGraph?.images ?? []].flat()[0] as { url: string; alt: string };
  return {
    path,
    title: text((metadata.title as { absolute: string }).absolute),
    description: text(metadata.description),
    canonical: absoluteUrl(path),
    noindex: Boolean(entry.noindex),
    socialTitle: text(metadata.openGraph?.title),
    socialDescription: text(metadata.openGraph?.description),
    image: {
      url: image.url,
      file: "",
      width: 1200,
      height: 630,
      declared: "1200x630",
      alt: image.alt,
    },
    jsonLdTypes: [...entry.structuredData],
    sitemap: entry.sitemap
      ? { changeFrequency: entry.sitemap.changeFrequency, priority: String(entry.sitemap.priority) }
      : null,
  };
}

/** The page's Google results (desktop and phone, cut where Google cuts) and its social card, checked against every route. */
export function SearchCard({ path }: { path: string }) {
  const reports = routeReports(
    routes.map((route) => pageOf(route.path)),
    new Map(routes.map((route) => [route.path, route.keywords[0] ?? ""])),
  );
  const report = reports.find((candidate) => candidate.page.path === path)!;
  return (
    <div className="editor-card">
      <style>{styles}</style>
      <div
        dangerouslySetInnerHTML={{
          __html: routeSection(report, 0, report.page.image!.url, site.name),
        }}
      />
    </div>
  );
}
