import { IndustryPage } from "@/components/sections/industry/industry-page";
import { ecommerceSolutionsContent } from "@/content/industries/ecommerce-solutions";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/ecommerce-solutions";

export const metadata = pageMetadata(path);

export default function EcommerceSolutionsPage() {
  return <IndustryPage path={path} content={ecommerceSolutionsContent} />;
}
