import { contentPages } from "@/content/pages";
import type { IndustryContent } from "./types";

/** Every industry page's content by route (from content/industries/*.md), for tests and lists. */
export const industryContent: Record<string, IndustryContent> = Object.fromEntries(
  contentPages.flatMap((page) => (page.kind === "industry" ? [[page.path, page.content]] : [])),
);
