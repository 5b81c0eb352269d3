import { IndustryPage } from "@/components/sections/industry/industry-page";
import { autoRepairContent } from "@/content/industries/auto-repair";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/auto-repair";

export const metadata = pageMetadata(path);

export default function AutoRepairPage() {
  return <IndustryPage path={path} content={autoRepairContent} />;
}
