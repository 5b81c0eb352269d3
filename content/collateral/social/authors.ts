import { site } from "@/content/site";
import type { PostAuthor } from "./types";

/** Our Facebook page and LinkedIn company page, as the feeds show them. */
export const companyPage: PostAuthor = {
  name: site.name,
  initials: "LC",
  byline: `Financial services · ${site.address.city}, ${site.address.region}`,
  kind: "page",
};
