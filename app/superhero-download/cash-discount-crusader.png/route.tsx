import { superheroImage } from "@/lib/collateral/superhero-image";
import { absoluteUrl } from "@/lib/seo/metadata";

// Drawn once at build time, then served as a static PNG.
export const dynamic = "force-static";

export function GET() {
  return superheroImage(absoluteUrl("/cash-discount"));
}
