import { route } from "./schema";

const comparison = { structuredData: ["WebPage", "BreadcrumbList", "FAQPage"] } as const;

/** Comparison and partner pages; each carries a visible FAQ, hence FAQPage. */
export const comparisonRoutes = [
  route({
    ...comparison,
    path: "/versus",
    title: "Payment Processor Comparison, Side by Side",
    heading: "How we compare with Stripe, Square and the rest",
    description:
      "Stripe, Square, interchange plus and cash discount priced on one merchant, with contracts and equipment.",
    keywords: ["payment processor comparison", "Stripe vs Square", "merchant services comparison"],
    label: "Compare Processors",
    ogEyebrow: "Comparisons",
    menus: [{ menu: "footer-pricing", order: 50 }],
  }),
  route({
    ...comparison,
    path: "/stripe",
    title: "Stripe Alternative for Wisconsin Merchants",
    heading: "Lake Country Merchant Services vs Stripe",
    description:
      "Stripe's flat online rate against interchange plus and local support, and when Stripe wins.",
    keywords: ["Stripe alternative", "Stripe fees comparison", "Stripe vs merchant account"],
    label: "vs Stripe",
    ogEyebrow: "Comparison",
  }),
  route({
    ...comparison,
    path: "/square",
    title: "Square Alternative for Wisconsin Merchants",
    heading: "Lake Country Merchant Services vs Square",
    description:
      "Square's flat in-person rate against interchange plus and cash discount, and when Square fits.",
    keywords: ["Square alternative", "Square fees comparison", "Square vs merchant account"],
    label: "vs Square",
    ogEyebrow: "Comparison",
  }),
  route({
    ...comparison,
    path: "/competitor-comparison",
    title: "Merchant Services Pricing Comparison",
    heading: "What a typical Wisconsin merchant pays, provider by provider",
    description:
      "One merchant priced on interchange plus, cash discount, Stripe and Square, from $2K to $150K a month.",
    keywords: [
      "merchant services pricing comparison",
      "credit card processing rates compared",
      "processor fees",
    ],
    label: "Pricing Comparison",
    ogEyebrow: "Comparison",
  }),
  route({
    ...comparison,
    path: "/ateam-computers",
    title: "POS Installation and IT With A-Team Computers",
    heading: "POS, network and PCI help with A-Team Computers",
    description:
      "Our IT partner A-Team Computers installs POS hardware, secures store networks and helps with PCI scans.",
    keywords: [
      "POS installation",
      "PCI compliance help",
      "business IT Wisconsin",
      "A-Team Computers",
    ],
    label: "A-Team Computers",
    ogEyebrow: "Partner",
  }),
];
