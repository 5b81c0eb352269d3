import { Plus } from "@/components/ui/icons";
import { SocialPicture } from "./social-picture";
import type { SocialImage } from "@/content/collateral/social/types";
import { site } from "@/content/site";
import { cn } from "@/lib/utils";

type ProfileHeaderPreviewProps = {
  image: SocialImage;
  /** A person's profile shows a round photo; a company page a square logo. */
  kind: "profile" | "company";
  caption: string;
};

/** The top of a LinkedIn profile or company page, with our banner behind the photo or logo. */
export function ProfileHeaderPreview({ image, kind, caption }: ProfileHeaderPreviewProps) {
  const company = kind === "company";
  return (
    <figure>
      <div className="overflow-hidden rounded-lg bg-white text-sm text-black/90 shadow-md ring-1 ring-black/10">
        <SocialPicture image={image} sizes="(min-width: 1152px) 1100px, 100vw" />
        <div className="px-5 pb-5">
          <span
            aria-hidden="true"
            className={cn(
              "relative -mt-10 flex size-20 items-center justify-center border-4 border-white bg-brand-800 text-2xl font-bold text-white sm:-mt-14 sm:size-28 sm:text-3xl",
              company ? "rounded-lg" : "rounded-full",
            )}
          >
            {company ? "LC" : "YN"}
          </span>
          <p className="mt-3 text-xl font-semibold">{company ? site.name : "Your name"}</p>
          <p className="text-[#666666]">
            {company
              ? `${site.tagline} · ${site.address.city}, ${site.address.regionName}`
              : `Payments specialist at ${site.name}`}
          </p>
          <span
            aria-hidden="true"
            className="mt-3 inline-flex items-center gap-1 rounded-full bg-[#0a66c2] px-4 py-1.5 font-semibold text-white"
          >
            <Plus className="size-4" />
            Follow
          </span>
        </div>
      </div>
      <figcaption className="mt-3 text-sm text-muted">{caption}</figcaption>
    </figure>
  );
}
