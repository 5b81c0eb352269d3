import { ogAlt, ogImage } from "@/lib/seo/og-image";

export { ogContentType as contentType, ogSize as size } from "@/lib/seo/og-image";
export const alt = ogAlt("/b2b-linkedin-post");

export default function Image() {
  return ogImage("/b2b-linkedin-post");
}
