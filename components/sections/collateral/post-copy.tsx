import { DeferredCopyButton } from "@/components/islands/copy-button-deferred.client";
import type { SocialPost } from "@/content/collateral/social/types";
import { copyFields } from "@/lib/collateral/copy-fields";
import { hashtagLine } from "@/lib/collateral/post-text";
import { ImageDownload } from "./image-download";
import { copyIcons } from "@/components/ui/island-icons";

/** Every field to paste, each with its own copy button, then the hashtags and the image. */
export function PostCopy({ post, idPrefix }: { post: SocialPost; idPrefix: string }) {
  const tags = hashtagLine(post.hashtags);
  return (
    <div className="space-y-6">
      {copyFields(post).map((field) => {
        const id = `${idPrefix}-${field.key}`;
        return (
          <div key={field.key}>
            <h3 className="font-semibold text-ink">{field.label}</h3>
            <div
              id={id}
              className="mt-2 rounded-lg border border-line bg-surface p-4 text-[15px] leading-relaxed break-words whitespace-pre-line text-ink"
            >
              {field.text}
            </div>
            <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
              <p className="text-sm text-muted">{field.note}</p>
              <DeferredCopyButton
                {...copyIcons}
                text={field.text}
                label={`Copy ${field.label.toLowerCase()}`}
                sourceId={id}
              />
            </div>
          </div>
        );
      })}
      {post.placement === "sponsored" && (
        <div>
          <h3 className="font-semibold text-ink">Button</h3>
          <p className="mt-1 text-sm text-muted">
            Choose <strong className="text-ink">{post.link.cta}</strong> from the network&apos;s
            list, and paste the tracked link below as the destination URL.
          </p>
        </div>
      )}
      <div>
        <h3 className="font-semibold text-ink">Hashtags</h3>
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Hashtags">
          {post.hashtags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
            >
              #{tag}
            </li>
          ))}
        </ul>
        <DeferredCopyButton {...copyIcons} text={tags} label="Copy hashtags" className="mt-3" />
      </div>
      <div>
        <h3 className="font-semibold text-ink">Image</h3>
        <p className="mt-1 text-sm text-muted">
          Drawn in this repository from the post&apos;s data at the size the network recommends. Alt
          text to paste where the network asks for it:
        </p>
        <p
          id={`${idPrefix}-alt`}
          className="mt-2 rounded-lg border border-line bg-surface p-3 text-sm text-ink"
        >
          {post.image.alt}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <ImageDownload image={post.image} />
          <DeferredCopyButton
            {...copyIcons}
            text={post.image.alt}
            label="Copy alt text"
            sourceId={`${idPrefix}-alt`}
          />
        </div>
      </div>
    </div>
  );
}
