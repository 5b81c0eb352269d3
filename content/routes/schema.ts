import { z } from "zod";
import { menuIds } from "@/content/navigation";
import { serpLimits } from "@/lib/seo/serp-limits";

/** JSON-LD kinds a route can carry; each maps to one builder in lib/seo/json-ld. */
export const structuredDataKinds = [
  "FinancialService",
  "WebPage",
  "BreadcrumbList",
  "FAQPage",
  "Article",
  "JobPosting",
  "Service",
  "CreativeWork",
] as const;

const pathPattern = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

export const routeSchema = z.object({
  path: z
    .string()
    .regex(pathPattern, "must be '/' or lower-case kebab-case segments like '/cash-discount'"),
  /**
   * The page's name in search results; lib/seo/document-title.ts adds the business name when it
   * fits. Widths are measured in pixels by `npm run seo:preview` and `npm test`.
   */
  title: z
    .string()
    .min(
      serpLimits.title.minCharacters,
      `titles need at least ${serpLimits.title.minCharacters} characters to say what the page is`,
    ),
  /** The page's one <h1>; also the headline of its Open Graph image. */
  heading: z.string().min(5).max(110),
  description: z
    .string()
    .min(
      serpLimits.description.minCharacters,
      `descriptions need at least ${serpLimits.description.minCharacters} characters to be useful in search results`,
    ),
  keywords: z.array(z.string().min(2)).min(2).max(12).readonly(),
  /** Short name for menus, the footer and the sitemap. */
  label: z.string().min(2).max(40),
  /** Breadcrumb label; when absent the spec's rule applies (capitalised, dashes to spaces). */
  crumb: z.string().min(2).max(40).optional(),
  type: z.enum(["website", "article"]),
  structuredData: z.array(z.enum(structuredDataKinds)).min(1).readonly(),
  /** Small line above the headline on the route's Open Graph image. */
  ogEyebrow: z.string().min(2).max(40),
  sitemap: z.union([
    z.object({
      priority: z.number().min(0).max(1),
      changeFrequency: z.enum(["daily", "weekly", "monthly", "yearly"]),
    }),
    z.literal(false),
  ]),
  /** The menus that list the page, and its place in each (lower comes first). */
  menus: z
    .array(z.object({ menu: z.enum(menuIds), order: z.number().int().min(0).max(999) }))
    .readonly()
    .optional(),
  /** Set with a reason to keep a route out of search engines. */
  noindex: z.string().min(10).optional(),
});

export type RouteEntry = z.infer<typeof routeSchema>;
export type RouteInput = Omit<RouteEntry, "type" | "structuredData" | "sitemap"> &
  Partial<Pick<RouteEntry, "type" | "structuredData" | "sitemap">>;

/** Fills the defaults most routes share, so an entry states only what is particular to it. */
export function route(input: RouteInput): RouteEntry {
  return {
    type: "website",
    structuredData: ["WebPage", "BreadcrumbList"],
    sitemap: { priority: 0.6, changeFrequency: "monthly" },
    ...input,
  };
}

/** Validates the registry, naming the route and the field of every problem. */
export function validateRegistry(entries: readonly RouteEntry[]): RouteEntry[] {
  const problems: string[] = [];
  entries.forEach((entry, index) => {
    const result = routeSchema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(
          `${entry.path ?? `entry #${index}`} → ${issue.path.join(".")}: ${issue.message}`,
        );
      }
    }
  });
  const seen = new Map<string, string>();
  for (const entry of entries) {
    for (const field of ["path", "title", "description"] as const) {
      const key = `${field}:${entry[field]}`;
      const other = seen.get(key);
      if (other) problems.push(`${entry.path} → ${field}: duplicates the ${field} of ${other}`);
      else seen.set(key, entry.path);
    }
  }
  if (problems.length) {
    throw new Error(`Route registry (content/routes) is invalid:\n- ${problems.join("\n- ")}`);
  }
  return [...entries];
}
