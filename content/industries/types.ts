import type { PageCopy } from "@/content/pages/types";
import type { IndustryPreset } from "@/lib/calculator/presets";

/** Icons a feature card can carry; components/sections/industry/feature-icon maps them to SVGs. */
export const featureIconNames = [
  "terminal",
  "tap",
  "funding",
  "tips",
  "online",
  "recurring",
  "card-on-file",
  "gateway",
  "ach",
  "gift",
  "kiosk",
  "text-to-pay",
  "invoice",
  "reporting",
  "security",
  "support",
  "inventory",
  "receipt",
  "table",
  "fleet",
] as const;

export type FeatureIconName = (typeof featureIconNames)[number];

/** A link to another page of this site; a unit test checks every href is in the route registry. */
export type InternalLink = { href: string; label: string };

/** A titled paragraph: one problem, feature or compliance note. */
export type IndustryPoint = { title: string; body: string; link?: InternalLink };

export type IndustryFeature = IndustryPoint & { icon: FeatureIconName };

/** A section of an industry page: its h2, a lead paragraph and its points (each an h3). */
export type IndustrySection<Item extends IndustryPoint = IndustryPoint> = {
  heading: string;
  lead: string;
  items: Item[];
};

export type FaqEntry = { question: string; answer: string };

/** Everything an industry page says; components/sections/industry renders it. */
export type IndustryContent = {
  /** Eyebrow, introduction (150+ words) and closing call to action. */
  copy: PageCopy;
  /** Three to five short lines for the "at a glance" card beside the introduction. */
  highlights: string[];
  /** The calculator's worked example: this industry's typical month (figures from its file). */
  calculator: IndustryPreset;
  problems: IndustrySection;
  features: IndustrySection<IndustryFeature>;
  compliance: IndustrySection;
  /** Shown on the page and emitted as FAQPage JSON-LD; at least five. */
  faq: { heading: string; items: FaqEntry[] };
  /** Other pages of the site worth reading next (registry paths). */
  related: string[];
};
