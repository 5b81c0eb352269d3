import { IndustryPage } from "@/components/sections/industry/industry-page";
import { restaurantContent } from "@/content/industries/restaurant";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/restaurant";

export const metadata = pageMetadata(path);

export default function RestaurantPage() {
  return <IndustryPage path={path} content={restaurantContent} />;
}
