import type { RelatedLink } from "./blog/types";
import type { SectionHeading } from "./pages/section-heading";
import { offeredServices } from "./site";

/** Headings of the /services sections below the intro. */
export const servicesSections = {
  catalogue: {
    id: "what-we-offer",
    title: "What we offer",
    lead: "Five services, each available on its own or together on one merchant account.",
  },
  pricing: {
    id: "pricing-models",
    title: "Pricing models you can put behind any service",
    lead: "The service decides how your customers pay; the pricing model decides what it costs you. Each model has its own page with a worked example.",
  },
  included: {
    id: "every-account-includes",
    title: "What every account includes",
  },
  industries: {
    id: "industries-we-serve",
    title: "Industries we serve",
    lead: "Pages written for the payment problems of each trade, with a savings calculator and the questions owners ask us most.",
  },
} satisfies Record<string, SectionHeading>;

type OfferedServiceName = (typeof offeredServices)[number]["name"];

/** What /services says about one offering beyond its one-line description in content/site. */
export type ServiceDetail = {
  /** Anchor of the offering's heading on /services. */
  id: string;
  features: string[];
  /** Who the offering suits, in one paragraph. */
  fit: string;
  links: RelatedLink[];
};

/** Details for every offering of content/site; the Record type makes a missing one a type error. */
export const serviceDetails: Record<OfferedServiceName, ServiceDetail> = {
  "Retail and business merchant accounts": {
    id: "merchant-accounts",
    features: [
      "Countertop, wireless and handheld terminals that read EMV chip cards and NFC taps.",
      "Apple Pay, Google Wallet and other phone and watch wallets on the same reader.",
      "Same-day funding on batches closed before the daily cut-off your specialist gives you.",
      "Tips, refunds and receipts by text or email straight from the terminal.",
      "Every sale, deposit and fee visible in the online merchant portal.",
    ],
    fit: "Built for businesses that take most payments face to face: shops, restaurants, salons, clinics, repair counters and anyone with a line at the register.",
    links: [
      { label: "Retail processing", href: "/retail-processing" },
      { label: "Restaurant processing", href: "/restaurant" },
      { label: "Auto repair shops", href: "/auto-repair" },
    ],
  },
  "Internet and mobile payment accounts": {
    id: "online-and-mobile",
    features: [
      "A payment gateway for your web store, with hosted payment pages that keep card numbers off your server.",
      "Invoices with a pay-now link, and text-to-pay for approved estimates.",
      "Recurring billing and cards on file, stored as tokens rather than card numbers.",
      "ACH and electronic check for invoices, rent, tuition, memberships and donations.",
      "A phone app that turns a smartphone into a card terminal for work on the road.",
    ],
    fit: "For sellers who are paid away from a counter: online stores, subscription and membership businesses, contractors who invoice, and wholesalers paid by bank transfer.",
    links: [
      { label: "E-commerce solutions", href: "/ecommerce-solutions" },
      { label: "ACH and eCheck", href: "/ach" },
      { label: "B2B processing", href: "/b2b-processing" },
    ],
  },
  "Zero-cost processing": {
    id: "zero-cost-processing",
    features: [
      "A cash discount program: the posted price is the card price and cash customers receive a discount.",
      "Or a credit-only surcharge of at most 3% under Visa's cap, never on debit or prepaid cards, not used in Connecticut, Maine or Massachusetts, and at most 2% in Colorado.",
      "Notices for the entrance and the checkout, and receipts that show the discount or surcharge on its own line.",
      "Terminals programmed so the arithmetic is identical on every sale.",
      "For a surcharge, the 30 days' notice to the card brands and the processor handled before launch.",
    ],
    fit: "Suits businesses with thin margins and many card payments. With a surcharge, debit cards still cost you the normal rate, so the saving depends on your card mix; clinics that take HSA and FSA cards usually do better with interchange plus.",
    links: [
      { label: "Zero fee processing", href: "/zero-fee" },
      { label: "Cash discount", href: "/cash-discount" },
      { label: "Wisconsin cash discount rules", href: "/blog#cash-discount-rules-wisconsin" },
    ],
  },
  "Wisconsin-specific solutions": {
    id: "wisconsin-solutions",
    features: [
      "Gift cards printed with your own logo, sold at the register and redeemable at every location you run.",
      "Loyalty rewards tied to a customer's phone number, with no separate app to download.",
      "Next-day funding into your business account at the Wisconsin bank or credit union you already use.",
      "Setup, staff training and support from our office in Pewaukee, on the phone or in person.",
    ],
    fit: "Made for businesses that live on regulars and local word of mouth: supper clubs, coffee shops, marinas, garden centres, bakeries and boutiques from Lake Country to the Fox Valley.",
    links: [
      { label: "Gift and loyalty for retail", href: "/retail-processing" },
      { label: "Nonprofit processing", href: "/501c3" },
      { label: "About our Pewaukee team", href: "/about" },
    ],
  },
  "Kiosks and point of sale": {
    id: "kiosks-and-pos",
    features: [
      "Self-order kiosks with chip and tap readers for counters and quick-service lines.",
      "iPOS touchscreen systems with table management, online ordering and inventory.",
      "Menus, items, taxes and staff logins loaded before your first day on the new system.",
      "Installation, network setup and staff training, with a local IT partner where you need one.",
      "Equipment you own or return when you leave, never a non-cancellable lease.",
    ],
    fit: "For owners replacing an old register, opening a second location or shortening a lunch line, who want one company responsible for the system and the payments behind it.",
    links: [
      { label: "Self-serve kiosks", href: "/self-serve-kiosks" },
      { label: "iPOS systems", href: "/ipos" },
      { label: "Our installation partner", href: "/ateam-computers" },
    ],
  },
};

/** The offerings of content/site in their order, each with its /services details. */
export function servicesWithDetails() {
  return offeredServices.map((service) => ({ ...service, ...serviceDetails[service.name] }));
}
