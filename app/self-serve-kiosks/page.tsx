import { IndustryPage } from "@/components/sections/industry/industry-page";
import { selfServeKiosksContent } from "@/content/industries/self-serve-kiosks";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/self-serve-kiosks";

export const metadata = pageMetadata(path);

export default function SelfServeKiosksPage() {
  return <IndustryPage path={path} content={selfServeKiosksContent} />;
}
