import { ogAlt, ogImage } from "@/lib/seo/og-image";

export { ogContentType as contentType, ogSize as size } from "@/lib/seo/og-image";
export const alt = ogAlt("/handsome-dejavoo-salesman");

export default function Image() {
  return ogImage("/handsome-dejavoo-salesman");
}
