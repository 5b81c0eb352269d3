import type { SocialPost } from "@/content/collateral/social/types";

/**
 * About how many characters a feed shows before it folds the text: Facebook's "See more", and
 * LinkedIn's "…more" (sooner on sponsored content than on a page's own posts).
 */
export const foldLimits = { facebook: 125, linkedin: 210, linkedinSponsored: 150 } as const;

/** Characters LinkedIn allows in a post from a page or a profile. */
export const linkedinPostLimit = 3000;

/** Characters LinkedIn allows in a sponsored post's introductory text. */
export const linkedinAdTextLimit = 600;

/** The text a sponsored version runs with: the shorter ad text where there is one. */
export function sponsoredText(post: Pick<SocialPost, "text" | "adText">): string {
  return post.adText ?? post.text;
}

/** Hashtags as they are typed in a post: "#SmallBusiness #Wisconsin". */
export function hashtagLine(hashtags: readonly string[]): string {
  return hashtags.map((tag) => `#${tag}`).join(" ");
}

/** The exact text to paste into the network: the primary text, a blank line, the hashtags. */
export function postText(post: Pick<SocialPost, "text" | "hashtags">): string {
  return post.hashtags.length ? `${post.text}\n\n${hashtagLine(post.hashtags)}` : post.text;
}

/**
 * Splits text where a feed folds it: at the last space before `limit`, so no word is cut.
 * Returns the whole text and an empty rest when it fits.
 */
export function foldText(text: string, limit: number): { shown: string; rest: string } {
  if (text.length <= limit) return { shown: text, rest: "" };
  const cut = text.lastIndexOf(" ", limit);
  const at = cut > 0 ? cut : limit;
  return { shown: text.slice(0, at).trimEnd(), rest: text.slice(at).trimStart() };
}
