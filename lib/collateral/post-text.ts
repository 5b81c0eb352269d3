import type { SocialPost } from "@/content/collateral/social/types";

/** Characters the feeds show before "See more" (Facebook ads) or "…more" (LinkedIn desktop). */
export const foldLimits = { facebook: 125, linkedin: 210 } as const;

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
