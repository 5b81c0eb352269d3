import { site } from "./site";

/** A pricing model as /services summarises it; `href` is the model's own page. */
export type PricingModelSummary = {
  name: string;
  href: string;
  summary: string;
  bestFor: string;
};

/** The pricing models of spec section 1, plus ACH, in the order a merchant usually weighs them. */
export const pricingModelSummaries: PricingModelSummary[] = [
  {
    name: "Cash discount",
    href: "/cash-discount",
    summary:
      "Your posted prices are card prices and customers who pay cash get a discount, so most of the card cost is carried by the customers who choose cards.",
    bestFor: "Counter-service businesses with many small tickets and a mix of cash and card.",
  },
  {
    name: "Interchange plus",
    href: "/interchange-plus",
    summary:
      "You pay exactly what the card brands charge for each card, plus one markup we put in writing. Every line of the statement can be checked against published tables.",
    bestFor:
      "Established businesses that want the lowest long-run cost and a statement they can audit.",
  },
  {
    name: "Zero fee",
    href: "/zero-fee",
    summary:
      "A cash discount or a credit-only surcharge, set up to the card-brand rules, that moves most of the processing cost off your own statement.",
    bestFor:
      "Owners whose margins cannot absorb card fees and whose customers accept a posted card price.",
  },
  {
    name: "Level 2 and 3 processing",
    href: "/level-2-3",
    summary:
      "Invoice details such as tax, purchase order and line items travel with commercial card payments and qualify them for lower interchange.",
    bestFor: "Wholesalers, distributors and contractors paid with business and purchasing cards.",
  },
  {
    name: "ACH and eCheck",
    href: "/ach",
    summary:
      "Bank-to-bank payments priced per payment rather than as a percentage, for invoices, rent, tuition and recurring bills.",
    bestFor: "Businesses with large or repeating payments where a percentage fee adds up fast.",
  },
];

/** What every account comes with, whatever the service or pricing model. */
export const accountIncludes: string[] = [
  `${site.figures.setup}: ${site.figures.setupExplained}.`,
  "One named specialist who sets up your account and answers when you call.",
  "Pricing in writing before you sign, using your own recent statement.",
  "Help with the yearly PCI questionnaire, so no non-compliance fee appears on your statement.",
  "No cancellation fee on our standard agreement.",
  "A statement review every year to check that your pricing still fits your card mix.",
];
