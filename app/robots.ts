import type { MetadataRoute } from "next";
import { routes } from "@/content/routes";
import { siteUrl } from "@/lib/env";

/** Allows everything but the routes the registry marks noindex, and points at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: routes.filter((entry) => entry.noindex).map((entry) => entry.path),
    },
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
