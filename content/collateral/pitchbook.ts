import type { PageCopy } from "@/content/pages/types";
import { site } from "@/content/site";
import { walkthroughLink } from "@/content/pages/walkthrough";

/** One slide of the deck: what the room sees, and what the presenter says. */
export type Slide = {
  /** Short section name shown above the title: problem, offer, pricing, proof, process, next step. */
  section: string;
  title: string;
  lead?: string;
  points?: string[];
  stats?: { value: string; label: string }[];
  /** Speaker notes: on screen under the slide, never printed on it. */
  notes: string;
};

export const pitchbookCopy: PageCopy = {
  eyebrow: "Sales deck",
  intro: [
    "These are the slides our specialists use when they sit down with an owner, a practice manager or a nonprofit board. Thirteen slides walk from the problem (card fees that creep up without anyone noticing) through our offer, the pricing models we put in writing, the proof behind our numbers and the way a switch actually happens, to one clear next step.",
    "Present it straight from this page: click into the deck or press the arrow keys to move between slides, swipe on a phone or tablet, and press Home or End to jump to the first or last slide. Every slide has its own address, so you can send a prospect a link to slide 6 on cash discount. Print it or save it as a PDF and each slide lands on its own landscape page. The speaker notes under each slide say what to stress and which questions to expect; they stay on screen and never print.",
  ],
  cta: {
    heading: "Want us to present it for you?",
    body: "A specialist can walk your team, your board or your clients through the deck in person or by video call, with your own statement as the example.",
    primary: { label: "Book a walkthrough", href: walkthroughLink.href },
    secondary: { label: "Print the flyer", href: "/flyer" },
  },
};

/** The deck, in presenting order. */
export const slides: Slide[] = [
  {
    section: "Introduction",
    title: "Lower fees, honest terms, local support",
    lead: `${site.name}: card processing for Wisconsin businesses from a team in ${site.address.city}, founded in ${site.foundingYear}, with ${site.figures.experience} of combined payments experience.`,
    notes:
      "Introduce yourself by name and say where you are based. Set the agenda: ten minutes on where card fees go, ten on what we would change, and the rest for their questions. Ask for one recent statement now so the numbers later are theirs, not ours.",
  },
  {
    section: "The problem",
    title: "Card fees creep up quietly",
    points: [
      "Tiered pricing moves more and more cards into 'non-qualified' buckets at higher rates.",
      "Small monthly fees pile up: statement, PCI non-compliance, batch, annual and 'regulatory' fees.",
      "Agreements renew automatically and carry early termination fees or equipment leases that cannot be cancelled.",
      "Nobody local picks up the phone when a terminal fails on a Friday night.",
    ],
    notes:
      "Ask which of these they have felt. Most owners know their fees went up; few know which line did it. Do not criticise their current processor by name: let the statement speak.",
  },
  {
    section: "The problem",
    title: "What a single point of rate costs",
    lead: "An illustration with round numbers: a shop running $40,000 a month on cards.",
    stats: [
      { value: "$1,280", label: "a month at a 3.2% effective rate" },
      { value: "$880", label: "a month at a 2.2% effective rate" },
      { value: "$4,800", label: "a year kept by the business" },
    ],
    notes:
      "Explain the effective rate: total fees divided by total card sales on the same statement. Stress that this is an example; their own figure comes from their statement, and we put the comparison in writing.",
  },
  {
    section: "Our offer",
    title: "What we put in writing",
    points: [
      `Rates from ${site.figures.lowestRate}, quoted on your own statement, not a teaser.`,
      "Every fee listed by name and amount in the agreement.",
      "No cancellation fee on our standard agreement.",
      "An approval decision within 24 hours of a complete application.",
      "Same-day or next-day funding, depending on the account.",
    ],
    notes:
      "This is the heart of the pitch. Promise only what the written proposal will say. If they ask for 'the lowest rate', answer that the lowest total cost depends on their card mix, which is why we price from their statement.",
  },
  {
    section: "Pricing models",
    title: "Interchange plus: the transparent default",
    lead: "You pay what the card brands charge for each card, plus one markup we disclose up front.",
    points: [
      "Best for most businesses above a few thousand dollars a month in card sales.",
      "Savings from debit and rewards-card changes pass straight to you.",
      "Your statement shows interchange, assessments and our markup on separate lines.",
    ],
    notes:
      "Draw the three layers: interchange to the card-issuing bank, assessments to the card brand, and our markup. The first two are the same for every processor; only the third is negotiable.",
  },
  {
    section: "Pricing models",
    title: "Cash discount: keep the card fee off your books",
    points: [
      "Post the card price on menus, shelf tags and invoices.",
      "Give customers a discount when they pay cash.",
      "Signs at the entrance and at checkout, and receipts that show both prices.",
      "The terminal works out both prices for you on every sale.",
    ],
    notes:
      "Be exact here: in a compliant cash discount the posted price is the card price and cash earns the discount. It is not a fee added at the register. It suits restaurants, auto repair and service businesses with many cash-paying customers.",
  },
  {
    section: "Pricing models",
    title: "Surcharging: only by the rules",
    points: [
      "Visa caps credit-card surcharges at 3%, and never more than your own cost of acceptance.",
      "Never on debit or prepaid cards, even when run as credit.",
      "Not allowed in Connecticut, Maine or Massachusetts; Colorado caps it at 2%.",
      "Disclosure at the entrance, at checkout and on the receipt.",
      "30 days' notice to the card brands and to your processor before you start.",
    ],
    notes:
      "Owners often hear 'zero fees' from other sellers and assume surcharging is free of rules. Walk through each rule. We register the program and set the terminals so debit and prepaid cards are never surcharged.",
  },
  {
    section: "Pricing models",
    title: "Level 2 and 3 data for business-to-business sales",
    lead: "Corporate, purchasing and government cards qualify for lower interchange when the sale carries extra data.",
    points: [
      "Level 2 adds tax amount and customer code; level 3 adds line items.",
      "Our gateway fills the fields from your invoices, so staff type nothing extra.",
      "Distributors, manufacturers and contractors see the largest difference.",
    ],
    notes:
      "Only raise this slide for B2B prospects. Ask what share of their card volume comes from business cards; if it is above a quarter, this slide is where the savings are.",
  },
  {
    section: "Our offer",
    title: "Equipment and ways to get paid",
    points: [
      "Dejavoo and other countertop and wireless terminals with EMV chip and tap to pay.",
      "Apple Pay and Google Wallet at the counter and online.",
      "Point-of-sale systems and self-serve ordering kiosks, installed and supported.",
      "Online gateway, invoices, recurring billing, ACH and electronic check.",
      "Gift and loyalty cards for Wisconsin shops.",
    ],
    notes:
      "Ask what they run today and what annoys them about it. If their terminal is owned and compatible, we can often reprogram it instead of replacing it.",
  },
  {
    section: "Proof",
    title: "Numbers you can check",
    stats: [
      { value: site.figures.monthlyVolume, label: "processed by our merchants every month" },
      { value: `${site.rating.value}/5`, label: `rating from ${site.rating.count}+ reviews` },
      { value: site.figures.uptime, label: "processing uptime" },
      { value: "PCI DSS Level 1", label: "certified processing partners" },
    ],
    notes:
      "Offer to connect them with a merchant in the same industry. Mention the BBB A+ rating and that card data is protected with 256-bit encryption.",
  },
  {
    section: "Process",
    title: "How switching works",
    points: [
      "1. Statement review: we read a recent statement with you and find your effective rate.",
      "2. Written proposal: pricing model, every fee, equipment and funding time.",
      "3. Application: an approval decision within 24 hours of a complete application.",
      "4. Setup: terminals programmed, staff trained, first batch watched with you.",
    ],
    notes:
      "Most switches take a few days from signed application to first transaction. Sensitive details such as bank account and owner identity go through the secure e-sign application, never by email.",
  },
  {
    section: "Process",
    title: "Leaving your current processor safely",
    points: [
      "We read your current agreement for renewal dates and termination fees before you sign anything.",
      "If an early termination fee applies, we show whether the savings cover it, and when.",
      "Equipment leases are checked separately: they often outlive the processing agreement.",
    ],
    notes:
      "This slide builds trust. Never promise to pay someone's termination fee unless a written offer says so. Tell them to keep the old account open until the new one has funded a batch.",
  },
  {
    section: "Next step",
    title: "Send one statement. Get a written comparison.",
    lead: `Call ${site.phone.display}, email ${site.email} or start the application online. A specialist replies within one business day.`,
    notes:
      "Close with one ask: the statement. Agree on a date to review the comparison together and write it down before you leave.",
  },
];
