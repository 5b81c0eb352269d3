import { ogAlt, ogImage } from "@/lib/seo/og-image";

export { ogContentType as contentType, ogSize as size } from "@/lib/seo/og-image";
export const alt = ogAlt("/trust-building-linkedin-post");

export default function Image() {
  return ogImage("/trust-building-linkedin-post");
}
