import { routes } from "@/content/routes";

/** Every public page of the registry (the restricted page is only reached through the gate). */
export const publicRoutes = routes.filter((entry) => entry.path !== "/restricted");

/** Counts the words of visible text. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
