import type { ContentPage } from "@/content/pages";
import { ComparisonPage } from "./comparison/comparison-page";
import { IndustryPage } from "./industry/industry-page";
import { PricingPage } from "./pricing/pricing-page";

/** A page written as a file in content/, laid out as its kind's pages are. */
export function ContentPageView({ page }: { page: ContentPage }) {
  switch (page.kind) {
    case "industry":
      return <IndustryPage path={page.path} content={page.content} />;
    case "pricing":
      return <PricingPage path={page.path} content={page.content} />;
    case "comparison":
      return <ComparisonPage path={page.path} content={page.content} />;
  }
}
