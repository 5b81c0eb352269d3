import { notFound } from "next/navigation";
import { findSocialImage, socialImages } from "@/content/collateral/social";
import { renderSocialImage } from "@/lib/social-art/render";

/** Every image is drawn once at build time; unknown names answer 404. */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return socialImages.map((image) => ({ file: image.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const image = findSocialImage((await params).file);
  if (!image) notFound();
  return renderSocialImage(image);
}
