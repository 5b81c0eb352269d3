import { Globe, MessageSquareText, Plus, Repeat2, Send, ThumbsUp } from "@/components/ui/icons";
import { foldLimits, postText, sponsoredText } from "@/lib/collateral/post-text";
import type { FrameProps } from "./feed-preview";
import { Avatar, FoldedText, PostImage } from "./feed-parts";

const actions = [
  { label: "Like", Icon: ThumbsUp },
  { label: "Comment", Icon: MessageSquareText },
  { label: "Repost", Icon: Repeat2 },
  { label: "Send", Icon: Send },
];

/** A LinkedIn feed post, or sponsored content with its headline bar and button. */
export function LinkedInFrame({ post, link }: FrameProps) {
  const sponsored = post.placement === "sponsored";
  const page = post.author.kind === "page";
  return (
    <div className="overflow-hidden rounded-lg bg-white text-sm leading-snug text-black/90 shadow-md ring-1 ring-black/10">
      <div className="flex items-start gap-2 px-4 pt-3">
        <Avatar
          author={post.author}
          className={page ? "size-12 rounded-md text-base" : "size-12 rounded-full text-base"}
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{post.author.name}</p>
          <p className="truncate text-xs text-[#666666]">{post.author.byline}</p>
          <p className="flex items-center gap-1 text-xs text-[#666666]">
            {sponsored ? "Promoted" : "1h"}
            {!sponsored && <Globe className="size-3" aria-hidden="true" />}
          </p>
        </div>
        <span aria-hidden="true" className="flex items-center gap-1 font-semibold text-[#0a66c2]">
          <Plus className="size-4" />
          Follow
        </span>
      </div>
      <div className="px-4 pt-2 pb-3">
        <FoldedText
          text={sponsored ? sponsoredText(post) : `${postText(post)}\n\n${link}`}
          limit={sponsored ? foldLimits.linkedinSponsored : foldLimits.linkedin}
          moreLabel="more"
          lessLabel="less"
          tagClassName="font-semibold text-[#0a66c2]"
          moreClassName="text-[#666666]"
        />
      </div>
      <PostImage image={post.image} />
      {post.placement === "sponsored" && (
        <div className="flex items-center justify-between gap-3 bg-[#eef3f8] px-4 py-3">
          <p className="min-w-0 font-semibold">{post.link.headline}</p>
          <span className="shrink-0 rounded-full px-4 py-1.5 font-semibold whitespace-nowrap text-[#0a66c2] ring-1 ring-[#0a66c2] ring-inset">
            {post.link.cta}
          </span>
        </div>
      )}
      <div
        aria-hidden="true"
        className="mx-2 flex justify-between border-t border-black/10 py-1 font-semibold text-[#666666]"
      >
        {actions.map(({ label, Icon }) => (
          <span key={label} className="flex items-center gap-1.5 px-2 py-2">
            <Icon className="size-5" />
            <span className="hidden sm:inline">{label}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
