import { IndustryPage } from "@/components/sections/industry/industry-page";
import { retailProcessingContent } from "@/content/industries/retail-processing";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/retail-processing";

export const metadata = pageMetadata(path);

export default function RetailProcessingPage() {
  return <IndustryPage path={path} content={retailProcessingContent} />;
}
