import { route } from "./schema";

const industry = { structuredData: ["WebPage", "BreadcrumbList", "Service", "FAQPage"] } as const;

/** Industry pages, in the order of the Industries menu. */
export const industryRoutes = [
  route({
    ...industry,
    path: "/ecommerce-solutions",
    title: "E-commerce Payment Processing and Gateways",
    heading: "Online payments that convert and stay compliant",
    description:
      "A payment gateway for your web store, invoices and subscriptions, with card-on-file, ACH, fraud tools and next-day funding.",
    keywords: [
      "ecommerce payment processing",
      "payment gateway",
      "online credit card processing",
      "recurring billing",
    ],
    label: "E-commerce",
    crumb: "E-commerce Solutions",
    ogEyebrow: "E-commerce",
  }),
  route({
    ...industry,
    path: "/restaurant",
    title: "Restaurant Credit Card Processing",
    heading: "Payments built for restaurants, bars and cafés",
    description:
      "Pay-at-table, tips, online ordering and dual pricing done to card-brand rules, with next-day funding for Wisconsin restaurants.",
    keywords: [
      "restaurant credit card processing",
      "restaurant POS Wisconsin",
      "dual pricing restaurant",
      "pay at table",
    ],
    label: "Restaurants",
    crumb: "Restaurant",
    ogEyebrow: "Restaurants",
  }),
  route({
    ...industry,
    path: "/healthcare",
    title: "Healthcare Payment Processing",
    heading: "Patient payments without the paperwork headaches",
    description:
      "Card, HSA/FSA and ACH payments for clinics, with card-on-file for balances, payment plans and no surcharges on HSA or debit cards.",
    keywords: [
      "healthcare payment processing",
      "medical credit card processing",
      "HSA FSA card acceptance",
      "patient payments",
    ],
    label: "Healthcare",
    crumb: "Healthcare",
    ogEyebrow: "Healthcare",
  }),
  route({
    ...industry,
    path: "/dental",
    title: "Dental Practice Payment Processing",
    heading: "Card processing for dental practices",
    description:
      "Chairside card readers, stored cards for treatment plans, HSA/FSA acceptance and transparent rates for Wisconsin dental offices.",
    keywords: ["dental credit card processing", "dental office payments", "dental payment plans"],
    label: "Dental",
    crumb: "Dental",
    ogEyebrow: "Dental",
  }),
  route({
    ...industry,
    path: "/veterinary",
    title: "Veterinary Clinic Payment Processing",
    heading: "Payments for veterinary clinics and animal hospitals",
    description:
      "Front-desk and exam-room payments, deposits, card-on-file for boarding and wellness plans, with honest rates for vet clinics.",
    keywords: [
      "veterinary payment processing",
      "vet clinic credit card processing",
      "animal hospital payments",
    ],
    label: "Veterinary",
    crumb: "Veterinary",
    ogEyebrow: "Veterinary",
  }),
  route({
    ...industry,
    path: "/auto-repair",
    title: "Auto Repair Shop Payment Processing",
    heading: "Payments for auto repair shops and dealers",
    description:
      "Text-to-pay for approved estimates, fleet card prompts, cards on file for fleet accounts and a cash discount done right for repair shops.",
    keywords: ["auto repair credit card processing", "auto shop payments", "fleet card processing"],
    label: "Auto Repair",
    crumb: "Auto Repair",
    ogEyebrow: "Auto repair",
  }),
  route({
    ...industry,
    path: "/b2b-processing",
    title: "B2B Payments With Level 2 and 3 Data",
    heading: "B2B card and ACH payments with lower commercial rates",
    description:
      "Invoice payment links, ACH and commercial cards with Level 2 and 3 data, and what Visa's 2025-2026 commercial-card changes mean for you.",
    keywords: [
      "B2B payment processing",
      "level 3 processing",
      "commercial card rates",
      "invoice payments",
    ],
    label: "B2B",
    crumb: "B2B Processing",
    ogEyebrow: "B2B processing",
  }),
  route({
    ...industry,
    path: "/501c3",
    title: "Nonprofit Donation Processing",
    heading: "Donation processing for 501(c)(3) nonprofits",
    description:
      "Online, recurring and event donations, receipts with the details acknowledgments need, and charity rates for Wisconsin 501(c)(3)s.",
    keywords: [
      "nonprofit payment processing",
      "donation processing",
      "501c3 credit card processing",
      "recurring donations",
    ],
    label: "Nonprofits",
    ogEyebrow: "Nonprofits",
  }),
  route({
    ...industry,
    path: "/self-serve-kiosks",
    title: "Self-Serve Ordering Kiosks",
    heading: "Self-serve kiosks that take orders and payments",
    description:
      "Self-order kiosks with EMV chip and tap payments for quick-service restaurants and cafés: shorter lines, accurate orders, local install.",
    keywords: [
      "self serve kiosk",
      "ordering kiosk",
      "restaurant kiosk Wisconsin",
      "kiosk payments",
    ],
    label: "Self-Serve Kiosks",
    ogEyebrow: "Kiosks",
  }),
  route({
    ...industry,
    path: "/retail-processing",
    title: "Retail Credit Card Processing and POS",
    heading: "Retail payments and point of sale that keep the line moving",
    description:
      "Retail POS with EMV chip and tap, Apple Pay and Google Wallet, inventory, gift and loyalty cards and same-day funding.",
    keywords: [
      "retail credit card processing",
      "retail POS system",
      "Apple Pay acceptance",
      "gift cards",
    ],
    label: "Retail",
    crumb: "Retail Processing",
    ogEyebrow: "Retail",
  }),
  route({
    ...industry,
    path: "/ipos",
    title: "iPOS Point of Sale Systems",
    heading: "iPOS systems for restaurants and retail",
    description:
      "iPOS touchscreen systems with table management, online ordering, inventory and built-in cash discount, installed and supported.",
    keywords: ["iPOS system", "restaurant POS", "retail POS", "POS installation Wisconsin"],
    label: "iPOS Systems",
    ogEyebrow: "Point of sale",
  }),
];
