import { getImageProps } from "next/image";
import { socialImageSrc } from "@/content/collateral/social";
import type { SocialImage } from "@/content/collateral/social/types";
import { cn } from "@/lib/utils";

/**
 * A social image resized by Next's optimizer, rendered on the server as a plain <img> in a
 * <picture>: the <Image> component would ship about 10 KiB of client JavaScript for no interaction.
 */
export function SocialPicture({
  image,
  sizes,
  className,
}: {
  image: SocialImage;
  sizes: string;
  className?: string;
}) {
  const { props } = getImageProps({
    src: socialImageSrc(image),
    alt: image.alt,
    width: image.size.width,
    height: image.size.height,
    sizes,
  });
  return (
    <picture>
      <img {...props} alt={image.alt} className={cn("block h-auto w-full", className)} />
    </picture>
  );
}
