import type { Metadata } from "next";
import { getRoute } from "@/content/routes";
import { site } from "@/content/site";
import { siteUrl } from "@/lib/env";
import { documentTitle } from "./document-title";

/** Defaults every page inherits from the root layout. */
export const defaultMetadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: site.name, template: `%s | ${site.name}` },
  applicationName: site.name,
  authors: [{ name: site.name }],
  creator: site.name,
  formatDetection: { telephone: false, address: false, email: false },
  robots: { index: true, follow: true },
  icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }] },
};

/**
 * A route's Metadata from its registry entry: canonical, Open Graph and Twitter filled in. The
 * <title> is set whole (`absolute`): the rule in document-title.ts decides it, not a template.
 */
export function pageMetadata(path: string): Metadata {
  const entry = getRoute(path);
  const title = { absolute: documentTitle(entry.title) };
  const socialTitle =
    path === "/" ? `${entry.title} | ${site.name}` : `${entry.title} | ${site.shortName}`;
  return {
    title,
    description: entry.description,
    keywords: [...entry.keywords],
    alternates: { canonical: path },
    openGraph: {
      type: entry.type,
      siteName: site.name,
      locale: "en_US",
      url: path,
      title: socialTitle,
      description: entry.description,
    },
    twitter: { card: "summary_large_image", title: socialTitle, description: entry.description },
    robots: entry.noindex ? { index: false, follow: true } : undefined,
  };
}

/** The absolute URL of a path on this site. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}
