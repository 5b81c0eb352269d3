import { ogAlt, ogImage } from "@/lib/seo/og-image";

export { ogContentType as contentType, ogSize as size } from "@/lib/seo/og-image";
export const alt = ogAlt("/ecommerce-solutions");

export default function Image() {
  return ogImage("/ecommerce-solutions");
}
