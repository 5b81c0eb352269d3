import { ogAlt, ogImage } from "@/lib/seo/og-image";

export { ogContentType as contentType, ogSize as size } from "@/lib/seo/og-image";
export const alt = ogAlt("/ebook/credit-card-savings");

export default function Image() {
  return ogImage("/ebook/credit-card-savings");
}
