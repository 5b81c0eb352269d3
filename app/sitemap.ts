import type { MetadataRoute } from "next";
import { routes } from "@/content/routes";
import { absoluteUrl } from "@/lib/seo/metadata";

/** Every indexable route of the registry; a route cannot be added without appearing here. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.flatMap((entry) =>
    entry.sitemap === false || entry.noindex
      ? []
      : [
          {
            url: absoluteUrl(entry.path),
            changeFrequency: entry.sitemap.changeFrequency,
            priority: entry.sitemap.priority,
          },
        ],
  );
}
