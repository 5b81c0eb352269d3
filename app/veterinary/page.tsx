import { IndustryPage } from "@/components/sections/industry/industry-page";
import { veterinaryContent } from "@/content/industries/veterinary";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/veterinary";

export const metadata = pageMetadata(path);

export default function VeterinaryPage() {
  return <IndustryPage path={path} content={veterinaryContent} />;
}
