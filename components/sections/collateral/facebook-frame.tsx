import { Globe, MessageCircle, MoreHorizontal, Share2, ThumbsUp } from "@/components/ui/icons";
import { foldLimits, postText, sponsoredText } from "@/lib/collateral/post-text";
import type { FrameProps } from "./feed-preview";
import { Avatar, FoldedText, PostImage } from "./feed-parts";

const actions = [
  { label: "Like", Icon: ThumbsUp },
  { label: "Comment", Icon: MessageCircle },
  { label: "Share", Icon: Share2 },
];

/** A Facebook feed post or ad, drawn with Facebook's own proportions and greys. */
export function FacebookFrame({ post, host, link }: FrameProps) {
  const sponsored = post.placement === "sponsored";
  return (
    <div className="overflow-hidden rounded-lg bg-white text-[15px] leading-snug text-[#050505] shadow-md ring-1 ring-black/10">
      <div className="flex items-start gap-2 px-4 pt-3">
        <Avatar author={post.author} className="size-10 rounded-full text-sm" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{post.author.name}</p>
          <p className="flex items-center gap-1 text-[13px] text-[#65676b]">
            {sponsored ? "Sponsored" : "1h"} <span aria-hidden="true">·</span>
            <Globe className="size-3" aria-hidden="true" />
            <span className="sr-only">Public</span>
          </p>
        </div>
        <MoreHorizontal className="size-5 text-[#65676b]" aria-hidden="true" />
      </div>
      <div className="px-4 pt-2 pb-3">
        <FoldedText
          text={sponsored ? sponsoredText(post) : `${postText(post)}\n\n${link}`}
          limit={foldLimits.facebook}
          moreLabel="See more"
          lessLabel="See less"
          tagClassName="font-semibold text-[#385898]"
          moreClassName="font-semibold text-[#65676b]"
        />
      </div>
      <PostImage image={post.image} />
      {post.placement === "sponsored" && (
        <div className="flex items-center justify-between gap-3 bg-[#f0f2f5] px-4 py-3">
          <div className="min-w-0">
            <p className="truncate text-[13px] text-[#65676b] uppercase">{host}</p>
            <p className="text-[17px] leading-tight font-semibold">{post.link.headline}</p>
            {post.link.description && (
              <p className="text-[15px] text-[#65676b]">{post.link.description}</p>
            )}
          </div>
          <span className="shrink-0 rounded-md bg-[#e2e5e9] px-3 py-2 font-semibold whitespace-nowrap">
            {post.link.cta}
          </span>
        </div>
      )}
      <div
        aria-hidden="true"
        className="mx-4 flex justify-around border-t border-[#ced0d4] py-1 font-semibold text-[#65676b]"
      >
        {actions.map(({ label, Icon }) => (
          <span key={label} className="flex items-center gap-2 px-3 py-1.5">
            <Icon className="size-5" />
            {label}
          </span>
        ))}
      </div>
    </div>
  );
}
