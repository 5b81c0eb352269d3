import { contentRoutes } from "@/content/pages";
import { collateralRoutes } from "./collateral";
import { coreRoutes } from "./core";
import { validateRegistry, type RouteEntry } from "./schema";

export type { RouteEntry } from "./schema";

/** Every route of the site, validated when first imported: a wrong entry fails the build. */
export const routes: readonly RouteEntry[] = validateRegistry([
  ...coreRoutes,
  ...contentRoutes,
  ...collateralRoutes,
]);

const byPath = new Map(routes.map((entry) => [entry.path, entry]));

/** The registry entry for a path; throws with the path when it is missing. */
export function getRoute(path: string): RouteEntry {
  const entry = byPath.get(path);
  if (!entry) throw new Error(`No route "${path}" in content/routes: add an entry for it.`);
  return entry;
}

/** Whether a path is a page of the site. */
export function isRoute(path: string): boolean {
  return byPath.has(path);
}
