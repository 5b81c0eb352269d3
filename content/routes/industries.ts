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
      "A payment gateway for web stores, invoices and subscriptions, with ACH, fraud tools and next-day funding.",
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
      "Pay-at-table, tips, online ordering and compliant dual pricing, with next-day funding for restaurants.",
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
      "Card, HSA/FSA and ACH payments for clinics, cards on file for balances, no surcharge on HSA or debit.",
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
    title: "Dental Credit Card Processing for Wisconsin Offices",
    heading: "Card processing for dental practices",
    description:
      "Chairside card readers, stored cards for treatment plans, HSA/FSA cards and transparent rates.",
    keywords: ["dental credit card processing", "dental office payments", "dental payment plans"],
    label: "Dental",
    crumb: "Dental",
    ogEyebrow: "Dental",
  }),
  route({
    ...industry,
    path: "/veterinary",
    title: "Veterinary Payment Processing for Clinics",
    heading: "Payments for veterinary clinics and animal hospitals",
    description:
      "Exam-room and front-desk payments, deposits, and cards on file for boarding and wellness plans.",
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
    title: "Auto Repair Credit Card Processing for Shops",
    heading: "Payments for auto repair shops and dealers",
    description:
      "Text-to-pay for approved estimates, fleet card prompts, fleet cards on file and a compliant cash discount.",
    keywords: ["auto repair credit card processing", "auto shop payments", "fleet card processing"],
    label: "Auto Repair",
    crumb: "Auto Repair",
    ogEyebrow: "Auto repair",
  }),
  route({
    ...industry,
    path: "/b2b-processing",
    title: "B2B Payment Processing With Level 2 and 3 Data",
    heading: "B2B card and ACH payments with lower commercial rates",
    description:
      "Invoice payment links, ACH and commercial cards with Level 2 and 3 data, and Visa's 2025-2026 changes.",
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
    title: "Nonprofit Payment Processing for 501(c)(3)s",
    heading: "Donation processing for 501(c)(3) nonprofits",
    description:
      "Online, recurring and event donations, receipts with acknowledgment details, and charity rates.",
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
    title: "Self-Serve Kiosk Ordering and Payments",
    heading: "Self-serve kiosks that take orders and payments",
    description:
      "Self-order kiosks with EMV chip and tap for quick-service restaurants and cafés, installed locally.",
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
      "Retail POS with chip, tap and mobile wallets, inventory, gift and loyalty cards, and same-day funding.",
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
    title: "iPOS System for Restaurants and Retail",
    heading: "iPOS systems for restaurants and retail",
    description:
      "iPOS touchscreen systems with table management, online ordering and inventory, installed and supported.",
    keywords: ["iPOS system", "restaurant POS", "retail POS", "POS installation Wisconsin"],
    label: "iPOS Systems",
    ogEyebrow: "Point of sale",
  }),
];
