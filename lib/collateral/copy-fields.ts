import type { SocialPost } from "@/content/collateral/social/types";
import {
  foldLimits,
  linkedinAdTextLimit,
  linkedinPostLimit,
  postText,
  sponsoredText,
} from "./post-text";

/** One field a marketer pastes into the network, with a note on its length. */
export type CopyField = { key: string; label: string; text: string; note: string };

const count = (text: string) => `${text.length.toLocaleString("en-US")} characters`;

/** The fields to paste for a post, in the order the network's form asks for them. */
export function copyFields(post: SocialPost): CopyField[] {
  const withTags = postText(post);
  if (post.placement === "organic") {
    return [
      {
        key: "post",
        label: "Post text",
        text: withTags,
        note: `${count(withTags)}. Paste your tracked link on the last line.`,
      },
    ];
  }
  const primary = sponsoredText(post);
  const fields: CopyField[] =
    post.network === "facebook"
      ? [
          {
            key: "primary",
            label: "Primary text",
            text: primary,
            note: `${count(primary)}; the feed shows about the first ${foldLimits.facebook} before "See more".`,
          },
          {
            key: "headline",
            label: "Headline",
            text: post.link.headline,
            note: `${count(post.link.headline)}; short, so phones show it whole.`,
          },
        ]
      : [
          {
            key: "primary",
            label: "Introductory text",
            text: primary,
            note: `${count(primary)} of ${linkedinAdTextLimit}; the feed shows about the first ${foldLimits.linkedinSponsored} before "…more".`,
          },
          {
            key: "headline",
            label: "Headline",
            text: post.link.headline,
            note: `${count(post.link.headline)}; shown under the image beside the button.`,
          },
        ];
  if (post.link.description) {
    fields.push({
      key: "description",
      label: "Description",
      text: post.link.description,
      note: `${count(post.link.description)}; some placements hide it, so nothing essential goes here.`,
    });
  }
  fields.push({
    key: "post",
    label:
      post.network === "facebook" ? "Page post, with hashtags" : "Company page post, with hashtags",
    text: withTags,
    note:
      post.network === "linkedin"
        ? `${count(withTags)} of ${linkedinPostLimit.toLocaleString("en-US")}: the full version for posting without sponsoring.`
        : `${count(withTags)}: the version for posting on the page, before or without a boost.`,
  });
  return fields;
}
