import { ogAlt, ogImage } from "@/lib/seo/og-image";

export { ogContentType as contentType, ogSize as size } from "@/lib/seo/og-image";
export const alt = ogAlt("/statement-review/sent");

export default function Image() {
  return ogImage("/statement-review/sent");
}
