import { IndustryPage } from "@/components/sections/industry/industry-page";
import { b2bProcessingContent } from "@/content/industries/b2b-processing";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/b2b-processing";

export const metadata = pageMetadata(path);

export default function B2bProcessingPage() {
  return <IndustryPage path={path} content={b2bProcessingContent} />;
}
