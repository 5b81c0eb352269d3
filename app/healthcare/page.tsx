import { IndustryPage } from "@/components/sections/industry/industry-page";
import { healthcareContent } from "@/content/industries/healthcare";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/healthcare";

export const metadata = pageMetadata(path);

export default function HealthcarePage() {
  return <IndustryPage path={path} content={healthcareContent} />;
}
