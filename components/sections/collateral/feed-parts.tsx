import { Fragment } from "react";
import type { PostAuthor, SocialImage } from "@/content/collateral/social/types";
import { foldText } from "@/lib/collateral/post-text";
import { cn } from "@/lib/utils";
import { SocialPicture } from "./social-picture";

/** The poster's picture: a page's logo tile or a person's initials. */
export function Avatar({ author, className }: { author: PostAuthor; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center font-bold",
        author.kind === "page" ? "bg-brand-800 text-white" : "bg-slate-200 text-slate-700",
        className,
      )}
    >
      {author.initials}
    </span>
  );
}

/** Text with its #hashtags and links coloured as the network shows them. */
function Tagged({ text, tagClassName }: { text: string; tagClassName: string }) {
  return text.split(/(#[A-Za-z][A-Za-z0-9]*|https?:\/\/\S+)/).map((part, index) =>
    /^(#|https?:)/.test(part) ? (
      <span key={index} className={tagClassName}>
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/** A post's text folded where the feed folds it, with a native disclosure for the rest. */
export function FoldedText({
  text,
  limit,
  moreLabel,
  lessLabel,
  tagClassName,
  moreClassName,
}: {
  text: string;
  limit: number;
  moreLabel: string;
  lessLabel: string;
  tagClassName: string;
  moreClassName: string;
}) {
  const { shown, rest } = foldText(text, limit);
  return (
    <div className="break-words whitespace-pre-line">
      <Tagged text={shown} tagClassName={tagClassName} />
      {rest && (
        <details className="group inline">
          <summary className={cn("inline cursor-pointer", moreClassName)}>
            <span className="group-open:hidden">…{moreLabel}</span>
            <span className="hidden group-open:inline">{lessLabel}</span>
          </summary>
          <div>
            <Tagged text={rest} tagClassName={tagClassName} />
          </div>
        </details>
      )}
    </div>
  );
}

/** The post's image at its real aspect ratio, resized for the preview width. */
export function PostImage({ image }: { image: SocialImage }) {
  return <SocialPicture image={image} sizes="(min-width: 640px) 560px, 100vw" />;
}
