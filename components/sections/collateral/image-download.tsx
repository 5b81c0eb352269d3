import { Download } from "@/components/ui/icons";
import { socialImageSrc } from "@/content/collateral/social";
import type { SocialImage } from "@/content/collateral/social/types";
import { cn } from "@/lib/utils";

/** A link that saves the image under a descriptive name; it states the format and size. */
export function ImageDownload({ image, className }: { image: SocialImage; className?: string }) {
  const { width, height } = image.size;
  return (
    <a
      href={socialImageSrc(image)}
      download={`lake-country-${image.file}`}
      className={cn(
        "inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 ring-inset hover:bg-brand-50",
        className,
      )}
    >
      <Download className="size-4" aria-hidden="true" />
      Download image (PNG, {width} × {height})
    </a>
  );
}
