import { IndustryPage } from "@/components/sections/industry/industry-page";
import { dentalContent } from "@/content/industries/dental";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/dental";

export const metadata = pageMetadata(path);

export default function DentalPage() {
  return <IndustryPage path={path} content={dentalContent} />;
}
