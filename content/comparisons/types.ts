import type { PageCopy } from "@/content/pages/types";
import type { Faq, FitSection, Glance, TableSection, TextSection } from "@/content/pricing/types";

/** A card on the comparison hub: where it goes and the one figure that sums it up. */
export type HubCard = { path: string; summary: string; figure?: string };

/** Everything a comparison or partner page says, in reading order. */
export type ComparisonPageContent = {
  copy: PageCopy;
  glance?: Glance;
  /** Cards linking to other pages, shown first on the hub. */
  hub?: { heading: string; intro: string; cards: readonly HubCard[] };
  sections: readonly (TextSection | TableSection)[];
  fit?: FitSection;
  faqs: readonly Faq[];
  related?: { heading: string; paths: readonly string[] };
};
