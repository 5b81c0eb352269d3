import { route } from "./schema";

/** Home, conversion and company routes. */
export const coreRoutes = [
  route({
    path: "/",
    title: "Wisconsin Credit Card Processing From 1.75%",
    heading: "Wisconsin card processing that costs less and answers the phone",
    description:
      "Wisconsin merchant services from Pewaukee: rates from 1.75%, approval decisions within 24 hours, 99.9% uptime and local support.",
    keywords: [
      "Wisconsin credit card processing",
      "merchant services Wisconsin",
      "Pewaukee payment processing",
      "cash discount program",
    ],
    label: "Home",
    crumb: "Home",
    ogEyebrow: "Wisconsin merchant services",
    structuredData: ["FinancialService", "WebPage"],
    sitemap: { priority: 1, changeFrequency: "weekly" },
  }),
  route({
    path: "/apply",
    title: "Apply for a Merchant Account",
    heading: "Apply for a merchant account",
    description:
      "Start a merchant account pre-application in about five minutes. Approval decisions typically within 24 hours of a complete application.",
    keywords: [
      "merchant account application",
      "apply for credit card processing",
      "Wisconsin merchant account",
    ],
    label: "Apply Now",
    crumb: "Apply Now",
    ogEyebrow: "Get started",
    sitemap: { priority: 0.9, changeFrequency: "monthly" },
  }),
  route({
    path: "/contact",
    title: "Contact Our Pewaukee Payments Team",
    heading: "Talk to a payments specialist in Pewaukee",
    description:
      "Call, write or visit Lake Country Merchant Services in Pewaukee, WI. A local specialist answers Monday to Friday, 8 a.m. to 5 p.m.",
    keywords: [
      "contact merchant services",
      "Pewaukee payment processing",
      "credit card processing quote",
    ],
    label: "Contact",
    crumb: "Contact",
    ogEyebrow: "Contact",
    sitemap: { priority: 0.8, changeFrequency: "monthly" },
  }),
  route({
    path: "/about",
    title: "About Lake Country Merchant Services",
    heading: "A Wisconsin payments team since 2009",
    description:
      "Founded in Pewaukee in 2009, with 25+ years of combined payments experience: who we are, how we price and what backs our claims.",
    keywords: [
      "about Lake Country Merchant Services",
      "Wisconsin payment processor",
      "Pewaukee merchant services",
    ],
    label: "About Us",
    crumb: "About",
    ogEyebrow: "About us",
  }),
  route({
    path: "/services",
    title: "Merchant Services and Payment Solutions",
    heading: "Every way your customers pay, in one account",
    description:
      "Merchant accounts, POS with EMV and tap, online gateways, ACH and e-check, gift cards, kiosks and compliant zero-cost programs.",
    keywords: [
      "merchant services",
      "payment processing services",
      "POS systems Wisconsin",
      "payment gateway",
    ],
    label: "Services",
    crumb: "Services",
    ogEyebrow: "Services",
    structuredData: ["WebPage", "BreadcrumbList", "Service"],
    sitemap: { priority: 0.8, changeFrequency: "monthly" },
  }),
  route({
    path: "/testimonials",
    title: "Merchant Reviews and Testimonials",
    heading: "What Wisconsin merchants say about switching",
    description:
      "Reviews from restaurants, clinics, shops and repair bays across Wisconsin on their savings, setup and support after switching to us.",
    keywords: [
      "merchant services reviews",
      "payment processor testimonials",
      "Wisconsin business reviews",
    ],
    label: "Testimonials",
    crumb: "Testimonials",
    ogEyebrow: "Success stories",
  }),
  route({
    path: "/blog",
    title: "Card Processing Guides for Merchants",
    heading: "Plain-English guides to card processing",
    description:
      "Guides for merchants on cutting card fees, cash discount rules in Wisconsin, EMV and tap-to-pay, and choosing a point of sale.",
    keywords: [
      "credit card processing tips",
      "cash discount rules Wisconsin",
      "EMV tap to pay",
      "choose a POS",
    ],
    label: "Blog",
    crumb: "Blog",
    ogEyebrow: "Guides",
    type: "article",
    structuredData: ["WebPage", "BreadcrumbList", "Article"],
    sitemap: { priority: 0.7, changeFrequency: "weekly" },
  }),
  route({
    path: "/careers",
    title: "Careers in Payments in Pewaukee, WI",
    heading: "Work with us: help local businesses keep more of every sale",
    description:
      "Open roles in Pewaukee, WI, with pay ranges: merchant services and support specialists. How the team works, what we offer and how to apply.",
    keywords: ["payments jobs Wisconsin", "merchant services careers", "Pewaukee jobs"],
    label: "Careers",
    crumb: "Careers",
    ogEyebrow: "Careers",
    structuredData: ["WebPage", "BreadcrumbList", "JobPosting"],
  }),
  route({
    path: "/terms",
    title: "Terms of Use and Privacy Notice",
    heading: "Terms of use and privacy notice",
    description:
      "Terms of use for this website and our privacy notice: what the contact, application and referral forms collect, why, and for how long.",
    keywords: ["terms and conditions", "privacy notice", "merchant services privacy"],
    label: "Terms & Privacy",
    crumb: "Terms & Conditions",
    ogEyebrow: "Legal",
    sitemap: { priority: 0.3, changeFrequency: "yearly" },
  }),
  route({
    path: "/friends",
    title: "Refer a Business, Earn a Reward",
    heading: "Refer a business owner you know",
    description:
      "Refer a business that overpays for card processing: once their account is approved and has processed for 90 days, we pay you $250.",
    keywords: [
      "merchant services referral program",
      "refer a business",
      "payment processing referral",
    ],
    label: "Refer a Friend",
    ogEyebrow: "Referral program",
  }),
  route({
    path: "/restricted",
    title: "Access Restricted",
    heading: "Access Restricted",
    description:
      "Access to this website from your location is currently restricted. If you believe this is an error, please contact support.",
    keywords: ["access restricted", "location restricted"],
    label: "Access Restricted",
    ogEyebrow: "Notice",
    sitemap: false,
    noindex: "shown only to visitors from restricted locations",
  }),
];
