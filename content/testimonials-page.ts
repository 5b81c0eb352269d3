import type { SectionHeading } from "./pages/section-heading";

/** Headings and copy of the /testimonials sections below the intro. */
export const testimonialsSections = {
  reviews: {
    id: "merchant-reviews",
    title: "Reviews from Wisconsin merchants",
  },
  policy: {
    id: "how-we-publish-reviews",
    title: "How we collect and publish reviews",
  },
  industries: {
    id: "reviews-by-industry",
    title: "Read about a business like yours",
    lead: "Each industry page explains the payment problems of that trade and how merchants like these solved them.",
  },
} satisfies Record<string, SectionHeading>;

/** The rules we follow for every review on this site. */
export const reviewPolicy: string[] = [
  "About 90 days after an account goes live, we ask the owner how the switch went. By then the first statements have arrived and the savings, or their absence, are real numbers rather than a forecast.",
  "We publish a review only with the reviewer's written permission, under the name and business they choose, with the month it was written. We shorten long reviews only with the reviewer's approval and never change what they say. We do not offer discounts, gifts or anything else in exchange for a review, and we do not leave out reviews because they are critical.",
  "The average score across all public reviews is shown as our rating; the reviews on this page are a selection chosen to cover different kinds of business. If you would like to speak with a merchant in your own industry before you decide, ask us and we will put you in touch with one who has agreed to take calls.",
];

/** Industry pages suggested to readers of /testimonials. */
export const reviewIndustryLinks = [
  { label: "Restaurants", href: "/restaurant" },
  { label: "Dental practices", href: "/dental" },
  { label: "Veterinary clinics", href: "/veterinary" },
  { label: "Auto repair", href: "/auto-repair" },
  { label: "Retail", href: "/retail-processing" },
  { label: "Nonprofits", href: "/501c3" },
  { label: "B2B", href: "/b2b-processing" },
  { label: "E-commerce", href: "/ecommerce-solutions" },
];
