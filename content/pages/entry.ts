import { route, type RouteEntry } from "@/content/routes/schema";

/** The registry fields of a page file's front matter. */
export type EntryFields = Omit<RouteEntry, "path" | "type" | "structuredData" | "sitemap"> & {
  sitemap?: RouteEntry["sitemap"];
};

/** A page file's registry entry: its front matter, its path and its kind's defaults. */
export function entryOf(
  fields: EntryFields,
  path: string,
  structuredData: RouteEntry["structuredData"],
): RouteEntry {
  const given = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as EntryFields;
  return route({ ...given, path, structuredData });
}
