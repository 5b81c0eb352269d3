import { IndustryPage } from "@/components/sections/industry/industry-page";
import { nonprofitContent } from "@/content/industries/nonprofit";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/501c3";

export const metadata = pageMetadata(path);

export default function NonprofitPage() {
  return <IndustryPage path={path} content={nonprofitContent} />;
}
