import { IndustryPage } from "@/components/sections/industry/industry-page";
import { iposContent } from "@/content/industries/ipos";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/ipos";

export const metadata = pageMetadata(path);

export default function IposPage() {
  return <IndustryPage path={path} content={iposContent} />;
}
