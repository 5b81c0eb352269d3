import type { MetadataRoute } from "next";
import { routes } from "@/content/routes";
import { siteUrl } from "@/lib/env";
import { statementPaths } from "@/lib/statements/paths";
import { teamRoot } from "@/lib/team/paths";

/** Routes that answer a form or the team, never a reader: no crawler has anything to fetch there. */
const serverOnly = [statementPaths.upload, statementPaths.download, statementPaths.retry, teamRoot];

/** Allows everything but the noindex routes and the server-only ones, and points at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        ...routes.filter((entry) => entry.noindex).map((entry) => entry.path),
        ...serverOnly,
      ],
    },
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
