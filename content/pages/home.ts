import { applyPath } from "@/content/navigation";
import { site, support } from "@/content/site";
import { capitalise } from "@/lib/text";

/** The hero: the <h1> itself comes from the "/" registry entry so it matches the metadata. */
export const homeHero = {
  eyebrow: `Pewaukee, ${site.address.regionName} · since ${site.foundingYear}`,
  lead: "Honest card pricing in writing, a compliant way to cut fees to zero and a local team that picks up.",
  primary: { label: "Start Processing Today", href: applyPath },
  secondary: { label: "View Pricing", href: "/cash-discount" },
  stats: [
    {
      value: site.figures.lowestRate,
      label: "Rates from",
      detail: "Every rate and fee quoted in writing before you sign",
    },
    { value: "24 hours", label: "Setup", detail: capitalise(site.figures.setupExplained) },
    {
      value: site.figures.uptime,
      label: "Uptime",
      detail: "Card processing that stays up through the lunch rush",
    },
  ],
  volumeBadge: `${site.figures.monthlyVolume} processed monthly`,
} as const;

/** Headings and lead paragraphs of the home page's later sections. */
export const homeSections = {
  services: {
    heading: "Four ways we help Wisconsin businesses get paid",
    intro:
      "Whether customers tap a card at your counter, pay an invoice online or buy a gift card for a friend, it runs through one account with one team.",
  },
  socialProof: {
    heading: "Wisconsin businesses trust us with their payments",
    intro: `Restaurants, clinics, shops, repair bays and nonprofits across the state run ${site.figures.monthlyVolume} a month through our accounts. ${site.name} was founded in ${site.foundingYear}, and our team brings ${site.figures.experience} of combined payments experience.`,
    industriesHeading: "Industries we serve",
  },
  testimonials: {
    heading: "What merchants say after switching",
    intro: "Owners and office managers on their statements, their setup and our support.",
  },
  guarantee: {
    heading: "Our promise, in writing",
    intro:
      "Switching processors should not be a leap of faith. These commitments are part of every proposal we send.",
    points: [
      {
        title: "A written quote before you sign",
        body: "Every rate and fee on one page, compared line by line with your current statement.",
      },
      {
        title: "No cancellation fee",
        body: "Our standard agreement has no early-termination fee. Stay because the service is good.",
      },
      {
        title: "Equipment you keep or return",
        body: "Terminals are yours to keep or return, so changing your mind never strands you with hardware.",
      },
      {
        title: "A straight answer on savings",
        body: "If we cannot lower what you pay today, we will tell you so and leave it there.",
      },
    ],
  },
  contact: {
    heading: "Talk to a payments specialist in Pewaukee",
    intro: `For a quote, a question or support, ${support.how}. Send a recent statement and we will return a side-by-side comparison within one business day.`,
  },
  transcript: {
    heading: "Transcript of our welcome message",
    intro: "The short audio message that plays when you open this page says:",
  },
} as const;
