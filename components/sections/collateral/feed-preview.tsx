import type { SocialPost } from "@/content/collateral/social/types";
import { siteUrl } from "@/lib/env";
import { absoluteUrl } from "@/lib/seo/metadata";
import { withUtm } from "@/lib/utm";
import { cn } from "@/lib/utils";
import { FacebookFrame } from "./facebook-frame";
import { LinkedInFrame } from "./linkedin-frame";

/** What each network's frame draws from: the post, the site's host and the default tracked link. */
export type FrameProps = { post: SocialPost; host: string; link: string };

const networkNames = { facebook: "Facebook", linkedin: "LinkedIn" } as const;

/** How a post looks in its network's feed, server-rendered in HTML and CSS. */
export function FeedPreview({ post, className }: { post: SocialPost; className?: string }) {
  const host = new URL(siteUrl).host;
  const link = withUtm(absoluteUrl(post.link.path), post.utm);
  const Frame = post.network === "facebook" ? FacebookFrame : LinkedInFrame;
  const kind = post.placement === "sponsored" ? "sponsored" : "organic";
  return (
    <figure className={cn("mx-auto w-full max-w-[560px]", className)}>
      <Frame post={post} host={host} link={link} />
      <figcaption className="mt-3 text-sm text-muted">
        {networkNames[post.network]} feed preview ({kind}): the text folds where the feed folds it;
        open it to read the rest.
      </figcaption>
    </figure>
  );
}
