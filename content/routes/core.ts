import { route } from "./schema";

/** Home, conversion and company routes. */
export const coreRoutes = [
  route({
    path: "/",
    title: "Wisconsin Credit Card Processing From 1.75%",
    heading: "Wisconsin card processing that costs less and answers the phone",
    description:
      "Wisconsin merchant services from Pewaukee: rates from 1.75%, approval decisions within 24 hours.",
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
    title: "Merchant Account Application",
    heading: "Apply for a merchant account",
    description:
      "Apply in about five minutes. Approval decisions typically within 24 hours of a complete application.",
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
    title: "Contact Merchant Services: Our Pewaukee Team",
    heading: "Talk to a payments specialist in Pewaukee",
    description:
      "Call, write or visit our Pewaukee, WI office. A local specialist answers weekdays, 8 a.m. to 5 p.m.",
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
      "Founded in Pewaukee in 2009, with 25+ years of combined payments experience: who we are, how we price.",
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
      "Merchant accounts, EMV and tap POS, gateways, ACH, gift cards, kiosks and compliant zero-cost programs.",
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
    title: "Merchant Services Reviews From Wisconsin Businesses",
    heading: "What Wisconsin merchants say about switching",
    description:
      "Restaurants, clinics, shops and repair bays across Wisconsin on their savings, setup and support.",
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
    title: "Credit Card Processing Tips and Guides",
    heading: "Plain-English guides to card processing",
    description:
      "Guides on cutting card fees, Wisconsin cash discount rules, EMV and tap-to-pay, and choosing a POS.",
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
    title: "Merchant Services Careers in Pewaukee, WI",
    heading: "Work with us: help local businesses keep more of every sale",
    description:
      "Open roles in Pewaukee, WI, with pay ranges: merchant services and support specialists. How to apply.",
    keywords: ["merchant services careers", "payments jobs Wisconsin", "Pewaukee jobs"],
    label: "Careers",
    crumb: "Careers",
    ogEyebrow: "Careers",
    structuredData: ["WebPage", "BreadcrumbList", "JobPosting"],
  }),
  route({
    path: "/terms",
    title: "Terms and Conditions, Privacy Notice",
    heading: "Terms of use and privacy notice",
    description:
      "Terms of use for this website, and what our forms collect, why, and for how long.",
    keywords: ["terms and conditions", "privacy notice", "merchant services privacy"],
    label: "Terms & Privacy",
    crumb: "Terms & Conditions",
    ogEyebrow: "Legal",
    sitemap: { priority: 0.3, changeFrequency: "yearly" },
  }),
  route({
    path: "/friends",
    title: "Merchant Services Referral Program: Earn $250",
    heading: "Refer a business owner you know",
    description:
      "Refer a business: once its account is approved and has processed for 90 days, we pay you $250.",
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
