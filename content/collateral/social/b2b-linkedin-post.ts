import { companyPage } from "./authors";
import { imageSizes, type SocialPostPage } from "./types";

export const b2bLinkedinPost: SocialPostPage = {
  path: "/b2b-linkedin-post",
  copy: {
    eyebrow: "LinkedIn post · B2B sellers",
    intro: [
      "Manufacturers, distributors and wholesalers in Wisconsin take a growing share of their invoices on corporate and purchasing cards. Those commercial cards cost more to accept than consumer cards, and most sellers assume the difference is simply the price of getting paid faster. Often it is not: when a transaction carries level 2 and level 3 data, eligible Visa and Mastercard commercial transactions can qualify for lower interchange rates.",
      "This post is written for the finance people who can act on that: CFOs, controllers and accounts-receivable managers. It explains the three data levels in one paragraph, names the usual reason a business misses out (its terminal or gateway only sends the card number and the total), and offers a concrete next step, a written check of one month of commercial-card transactions.",
      "The image, drawn here at 1200 by 627 pixels, shows an invoice with the data each level adds. The copy, hashtags and link builder are below, ready for the company page and for a sponsored version aimed at finance titles in manufacturing and distribution.",
    ],
    cta: {
      heading: "Take card payments on invoices?",
      body: "Send a month of commercial-card transactions and we will show, in writing, what qualifying for level 2 and 3 would be worth.",
      primary: { label: "Level 2 and 3 processing", href: "/level-2-3" },
      secondary: { label: "B2B processing", href: "/b2b-processing" },
    },
  },
  post: {
    network: "linkedin",
    placement: "sponsored",
    author: companyPage,
    audience:
      "CFOs, controllers and accounts-receivable managers at Wisconsin manufacturers, distributors, wholesalers and contractors that accept corporate, purchasing or government cards.",
    goal: "Requests for a level 2 and 3 assessment from B2B sellers with meaningful commercial-card volume.",
    text: `If your customers pay invoices with corporate or purchasing cards, this one is for your finance team.

Commercial cards cost more to accept than consumer cards, unless the transaction carries more data. Pass level 2 data (tax amount, customer code) and level 3 data (line items, quantities, product codes, freight) and eligible Visa and Mastercard commercial transactions can qualify for lower interchange rates.

Most B2B sellers we review send level 1 data only: the card number and the total. Nobody told them their terminal or gateway could do more.

What changes when you fix it:
• Lower interchange on eligible purchasing and corporate card sales
• Fewer downgrades showing up as "non-qualified" on statements
• Card data that matches the invoice, which your buyers' AP teams appreciate

We will check a month of your commercial-card transactions and tell you, in writing, what qualifying for level 2 and level 3 would be worth.`,
    adText: `Taking corporate or purchasing cards on invoices? Eligible Visa and Mastercard commercial transactions can qualify for lower interchange when they carry level 2 and level 3 data: tax amount, customer code, line items, quantities and freight.

Most B2B sellers we review send level 1 data only. We will check a month of your commercial-card sales and tell you, in writing, what fixing that is worth.`,
    hashtags: ["B2B", "AccountsReceivable", "Manufacturing", "CFO"],
    link: {
      path: "/level-2-3",
      headline: "Level 2 and 3 processing for B2B sellers",
      cta: "Learn more",
    },
    image: {
      file: "b2b-linkedin-post-1200x627.png",
      size: imageSizes.linkedinFeed,
      alt: "An invoice drawn as a white sheet listing the data each level sends: level 1 card number and total, level 2 adds tax amount and customer code, level 3 adds line items, quantities, product codes and freight, beside the headline Are you leaving level 3 savings behind?",
      eyebrow: "For B2B finance teams",
      headline: "Are you leaving level 3 savings behind?",
      subline: "More data on eligible commercial-card sales can mean lower interchange.",
      scene: {
        kind: "document",
        title: "Invoice data sent",
        lines: [
          { label: "Level 1", detail: "Card number and total only", mark: "flag" },
          { label: "Level 2", detail: "+ tax amount and customer code", mark: "check" },
          { label: "Level 3", detail: "+ line items, quantities, freight", mark: "check" },
        ],
        footer: "Eligible Visa and Mastercard commercial cards",
      },
    },
    utm: {
      source: "linkedin",
      medium: "social",
      campaign: "level-3-b2b",
      content: "invoice-levels",
    },
  },
  notes: [
    {
      title: "Who to target",
      body: "Sponsor it to job functions Finance and Accounting, seniority manager and above, in manufacturing, wholesale, construction and distribution, located in Wisconsin. Exclude consumer retail: level 3 savings matter only when buyers pay with commercial cards.",
    },
    {
      title: "Be precise about savings",
      body: "Say eligible transactions can qualify for lower rates; never quote a percentage saved. Eligibility depends on the card type, the data sent and the card brand's current interchange tables, and the assessment puts the real figure in writing.",
    },
    {
      title: "Start a conversation",
      body: "Ask the sales team to reshare it with one line about a kind of business they have helped, without naming the client. Direct messages from readers who comment are welcome, but follow the outreach scripts and never pitch in the comments.",
    },
    {
      title: "Measure the right thing",
      body: "B2B decisions are slow. Count assessment requests and calls over sixty days, not clicks in the first week, and attribute them with the utm_campaign value from the builder below.",
    },
  ],
};
