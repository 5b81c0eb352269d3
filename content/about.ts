import type { SectionHeading } from "./pages/section-heading";
import { site, trustBadges } from "./site";

/** Headings of the /about sections below the intro. */
export const aboutSections = {
  approach: {
    id: "how-we-work",
    title: "How we work with a new merchant",
    lead: "Four steps, the same for a food truck as for a multi-location clinic.",
  },
  claims: {
    id: "what-backs-our-claims",
    title: "The claims on this site, and what backs them",
    lead: "Every figure we publish, what exactly it means, and how you can check it without taking our word for it.",
  },
  local: {
    id: "where-we-are",
    title: "Rooted in Lake Country",
  },
} satisfies Record<string, SectionHeading>;

/** One step of how we take on a merchant. */
export type ApproachStep = { title: string; body: string };

/** How a merchant's first weeks with us go, in order. */
export const approachSteps: ApproachStep[] = [
  {
    title: "We read your statement with you",
    body: "Before we quote anything, we go through a recent statement line by line: what the card brands charged, what your processor added, which fees buy you nothing and what your effective rate really is. You keep the marked-up copy whether or not you switch.",
  },
  {
    title: "We put the price in writing",
    body: "You get one page that shows your current cost for that month next to ours, with the pricing model we recommend and why: interchange plus with one disclosed markup, a flat rate, or a cash discount set up to card-brand rules. Nothing on the page changes after you sign.",
  },
  {
    title: "We set you up and train your staff",
    body: "Once your application is complete, the approval decision typically comes within 24 hours. We program the terminals or gateway before they reach you, load your items and tips settings, and walk your staff through a normal day, including refunds and the end-of-day batch.",
  },
  {
    title: "We stay the people you call",
    body: `The specialist who set up your account is the one who answers afterwards, ${site.hours.display}. Once a year we review your statement again and tell you if another pricing model would now cost you less.`,
  },
];

/** A claim made on this site, what it means exactly, and how a merchant can check it. */
export type BackedClaim = { claim: string; meaning: string; check: string };

const badge = (id: (typeof trustBadges)[number]["id"]) =>
  trustBadges.find((entry) => entry.id === id)?.label ?? id;

/** Every marketing figure of the site with what stands behind it. */
export const backedClaims: BackedClaim[] = [
  {
    claim: `Founded in ${site.foundingYear}, ${site.figures.experience} of experience`,
    meaning: `The company has served Wisconsin merchants since ${site.foundingYear}. The ${site.figures.experience} is the combined payments experience of our team, counted from before the company existed, not the age of the business.`,
    check: "Ask any specialist where they worked before; we are glad to tell you.",
  },
  {
    claim: `Rates as low as ${site.figures.lowestRate}`,
    meaning: `${site.figures.lowestRate} is the lowest effective rate we quote. It is reached by businesses whose sales are mostly chip, tap and debit payments at the counter; online, keyed and rewards-heavy businesses pay more.`,
    check:
      "Your written quote computes your own rate from your own statement, so you never have to take the headline figure on trust.",
  },
  {
    claim: site.figures.setup,
    meaning:
      "Approval decisions typically arrive within 24 hours of a complete application. Missing documents pause the clock until they arrive.",
    check: "Your application and our decision email both carry a time stamp.",
  },
  {
    claim: `${site.figures.uptime} uptime`,
    meaning: `The availability our processing partners commit to for card authorizations. At ${site.figures.uptime}, that leaves at most about 43 minutes of interruption in a 30-day month.`,
    check: "Ask us for the partner's service commitment and its published status history.",
  },
  {
    claim: `${site.figures.monthlyVolume} processed every month`,
    meaning: "The combined card volume all of our merchants process through us in a typical month.",
    check:
      "We can show you the monthly portfolio totals from our processing partner at our office.",
  },
  {
    claim: site.rating.display,
    meaning:
      "The average score merchants have given us in public reviews, across more than 500 reviews.",
    check:
      "The reviews are public; our testimonials page shows a selection with each reviewer's business and town.",
  },
  {
    claim: badge("pci"),
    meaning:
      "Card data is handled by processing partners validated at PCI DSS Level 1, the highest level for service providers.",
    check: "Visa's Global Registry of Service Providers lists validated providers by name.",
  },
  {
    claim: `${badge("encryption")} and ${badge("bbb")}`,
    meaning:
      "Card data is encrypted in transit and at rest with 256-bit keys, and the Better Business Bureau rates the business A+.",
    check:
      "Ask for the encryption details of any terminal we offer, and look us up on the BBB's own website.",
  },
];

/** The "where we are" section of /about: address and hours come from content/site. */
export const localStory: string[] = [
  `Our office is in ${site.address.city}, in the Lake Country corner of Waukesha County, between Milwaukee and Madison. Most of our merchants are within an hour's drive, from Oconomowoc, Delafield and Hartland to Brookfield, West Allis and the north shore, and we also support businesses from Green Bay and the Fox Valley to La Crosse by phone and video.`,
  "Being local changes small things that matter. We know which weekends the lake towns triple their traffic, which supper clubs still run paper tickets, and that a Friday fish fry is a bad time to update a terminal. When a merchant needs someone at the counter, we can usually be there the same week.",
  `You are welcome to visit: bring a statement, and we will go through it with you at the table. We keep regular hours, ${site.hours.display}, and the phone is answered by the team, not a call centre.`,
];

/** Where a reader of /about goes next. */
export const aboutNextLinks = [
  { label: "Our services", href: "/services" },
  { label: "What merchants say", href: "/testimonials" },
  { label: "Work with us", href: "/careers" },
  { label: "Contact the team", href: "/contact" },
];
