/**
 * Business facts: the one file the business edits. Every page, the footer, metadata and
 * JSON-LD read these values; nothing else repeats them.
 */
/** The trading name. */
export const siteName = "Lake Country Merchant Services";
/** A 555-01xx number is reserved for fiction; replace it when the business supplies its own. */
export const phone = { display: "(262) 555-0147", e164: "+12625550147" } as const;
export const hours = {
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  opens: "08:00",
  closes: "17:00",
  display: "Monday to Friday, 8:00 a.m. to 5:00 p.m. Central",
  /** The office's time zone: the hours above, and walkthrough calls, are in it. */
  timeZone: "America/Chicago",
  /** Weekdays the office is closed (the federal date it is observed on). */
  closedOn: [
    "New Year's Day",
    "Memorial Day",
    "Independence Day",
    "Labor Day",
    "Thanksgiving Day",
    "Christmas Day",
  ],
} as const;
/**
 * How a merchant reaches support: the one answer the home page, the contact page and the chat
 * give. Support is by phone in office hours; there is no round-the-clock line and no menu.
 */
export const support = {
  how: `call ${phone.display}, ${hours.display}: a specialist answers, not a phone tree`,
} as const;

const address = {
  street: "N14 W24200 Tower Place, Suite 210",
  city: "Pewaukee",
  region: "WI",
  regionName: "Wisconsin",
  postalCode: "53072",
  country: "US",
} as const;

/** The headline figures the copy quotes. */
export const figures = {
  lowestRate: "1.75%",
  setup: "24-hour setup",
  setupExplained: "approval decisions typically within 24 hours of a complete application",
  uptime: "99.9%",
  monthlyVolume: "$45M+",
  experience: "25+ years",
  experienceExplained: "25+ years of combined payments experience, founded in 2009",
} as const;

// The name, phone, hours and figures are also exported alone: client code (the forms, the chat's
// replies) imports just those, so the browser is not sent the whole record below with them.
export const site = {
  name: siteName,
  shortName: "Lake Country MS",
  legalName: siteName,
  tagline: "Wisconsin card processing with honest pricing and local support",
  /**
   * The public origin: canonical and social links, the sitemap, the flyer's printed URL and QR code
   * all use it. SITE_URL overrides it for another deployment, such as a staging build.
   */
  url: "https://www.lakecountrymerchant.example",
  phone,
  email: "hello@lakecountrymerchant.example",
  address,
  foundingYear: 2009,
  hours,
  rating: { value: 4.9, count: 500, display: "4.9/5 from 500+ reviews" },
  priceRange: "$$",
  paymentsAccepted: ["Cash", "Credit card", "Debit card", "ACH", "Electronic check"],
  /** The merchant-support portal of our processing partner; opens in a new tab. */
  merchantLoginUrl: "https://merchant.lakecountrymerchant.example/login",
  figures,
} as const;

/** The five services offered, in the order the business lists them. */
export const offeredServices = [
  {
    name: "Retail and business merchant accounts",
    description:
      "Countertop and mobile point of sale with EMV chip and NFC tap, Apple Pay and Google Wallet, and same-day funding.",
    href: "/retail-processing",
  },
  {
    name: "Internet and mobile payment accounts",
    description:
      "A payment gateway for online checkout, invoices and recurring billing, plus ACH and electronic check.",
    href: "/ecommerce-solutions",
  },
  {
    name: "Zero-cost processing",
    description:
      "Compliant cash discount and surcharge programs that move card fees off your statement, set up to card-brand rules.",
    href: "/zero-fee",
  },
  {
    name: "Wisconsin-specific solutions",
    description:
      "Gift and loyalty cards for local shops and next-day funding from a team based in Pewaukee.",
    href: "/services",
  },
  {
    name: "Kiosks and point of sale",
    description:
      "Self-serve ordering kiosks and full POS systems installed, configured and supported by people you can call.",
    href: "/self-serve-kiosks",
  },
] as const;

/** The trust badges shown on the home page and in the footer. */
export const trustBadges = [
  {
    id: "pci",
    label: "PCI DSS Level 1",
    detail: "Processing partners certified at PCI DSS Level 1",
  },
  {
    id: "encryption",
    label: "256-bit encryption",
    detail: "Card data encrypted in transit and at rest",
  },
  { id: "bbb", label: "BBB A+", detail: "Rated A+ by the Better Business Bureau" },
  { id: "rating", label: "4.9/5 rating", detail: "From 500+ merchant reviews" },
] as const;

export const fullAddress = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
