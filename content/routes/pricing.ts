import { route } from "./schema";

const pricing = { structuredData: ["WebPage", "BreadcrumbList", "Service", "FAQPage"] } as const;

/** Pricing-model pages, in the order of the Pricing menu. */
export const pricingRoutes = [
  route({
    ...pricing,
    path: "/cash-discount",
    title: "Cash Discount Program, Done to the Rules",
    heading: "Cash discount: post the card price, reward cash",
    description:
      "A compliant cash discount: the posted price is the card price, cash pays less, signs and receipts done right.",
    keywords: [
      "cash discount program",
      "dual pricing",
      "cash discount Wisconsin",
      "reduce card fees",
    ],
    label: "Cash Discount",
    crumb: "Cash Discount",
    ogEyebrow: "Pricing",
    menus: [
      { menu: "pricing", order: 10 },
      { menu: "footer-pricing", order: 10 },
    ],
    sitemap: { priority: 0.8, changeFrequency: "monthly" },
  }),
  route({
    ...pricing,
    path: "/interchange-plus",
    title: "Interchange Plus Pricing Explained",
    heading: "Interchange plus: the card brands' cost plus one fixed markup",
    description:
      "The card brands' actual cost passed through, plus one disclosed markup, with a worked example.",
    keywords: ["interchange plus pricing", "transparent credit card pricing", "interchange rates"],
    label: "Interchange Plus",
    crumb: "Interchange Plus",
    ogEyebrow: "Pricing",
    menus: [
      { menu: "pricing", order: 20 },
      { menu: "footer-pricing", order: 20 },
    ],
  }),
  route({
    ...pricing,
    path: "/level-2-3",
    title: "Level 2 and Level 3 Processing for B2B Cards",
    heading: "Level 2 and 3 data: lower rates on business cards",
    description:
      "Pass tax, PO and line-item data on commercial cards for lower interchange, and Visa's 2025-2026 changes.",
    keywords: ["level 3 processing", "level 2 data", "commercial card interchange", "Visa CEDP"],
    label: "Level 2 & 3",
    crumb: "Level 2 & 3 Processing",
    ogEyebrow: "Pricing",
    menus: [
      { menu: "pricing", order: 30 },
      { menu: "footer-pricing", order: 40 },
    ],
  }),
  route({
    ...pricing,
    path: "/zero-fee",
    title: "Zero Fee Processing, Compliant",
    heading: "Zero fee processing that follows the card-brand rules",
    description:
      "Cash discount or a credit-only surcharge capped at 3%: never on debit, and not in CT, ME or MA.",
    keywords: [
      "zero fee processing",
      "credit card surcharge",
      "surcharge rules",
      "no fee credit card processing",
    ],
    label: "Zero Fee",
    crumb: "Zero Fee Processing",
    ogEyebrow: "Pricing",
    menus: [
      { menu: "pricing", order: 40 },
      { menu: "footer-pricing", order: 30 },
    ],
  }),
  route({
    ...pricing,
    path: "/ach",
    title: "ACH Processing and eCheck Payments",
    heading: "ACH and electronic check payments",
    description:
      "Bank payments by ACH and eCheck for invoices, rent, tuition and recurring billing at a flat, low cost.",
    keywords: [
      "ACH processing",
      "eCheck processing",
      "bank payments for business",
      "recurring ACH",
    ],
    label: "ACH & eCheck",
    crumb: "ACH Processing",
    ogEyebrow: "Pricing",
    menus: [{ menu: "footer-solutions", order: 70 }],
  }),
];
