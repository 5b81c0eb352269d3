import { merchantTerms, ourPricingText } from "@/content/merchant-terms";
import { exampleMerchant } from "@/content/pricing/example-merchant";
import { formatPercent, formatUsd } from "@/lib/pricing/money";
import { comparisonFigures } from "./figures";
import { providers, ratesText } from "./providers";
import { assumptionsTable, costTable, termsTable } from "./tables";
import type { ComparisonPageContent } from "./types";

const stripe = providers.stripe;
const rates = ratesText(stripe);
const { ours, stripe: theirs } = comparisonFigures;
const gap = theirs.total - ours.total;
const breakEven = formatUsd(comparisonFigures.breakEven.stripe ?? 0, { whole: true });

export const stripePage: ComparisonPageContent = {
  copy: {
    eyebrow: "Comparison",
    intro: [
      `Stripe is a very good payments platform, and for a lot of businesses it is the right one. Its published standard US pricing is simple: ${rates.online} for an online card payment and ${rates.inPerson} in person on Stripe Terminal, with no monthly fee and no contract. Developers like its tools, and a new business can take its first payment the same afternoon.`,
      "Simple pricing has a cost, though, and it grows with you. A flat rate charges the same percentage on a debit card that costs about 1% to accept as on a rewards card that costs more than 2%, and it keeps the difference. Once a business takes a few thousand dollars a month in cards, most of them in person, interchange plus usually costs less.",
      `This page prices one month of ${exampleMerchant.name}, ${exampleMerchant.disclaimer} used on every pricing and comparison page of this site, both ways, on the same assumptions. Every Stripe figure names where it was published and when. We also list the cases where Stripe is the better choice, because there are several.`,
    ],
    cta: {
      heading: "See your own month priced both ways",
      body: "Export one month of payments from your Stripe Dashboard and send it to us. We will price it on interchange plus, line by line, and tell you honestly if staying put is cheaper.",
      primary: { label: "Start your application", href: "/apply" },
      secondary: { label: "Send us your Stripe export", href: "/contact" },
    },
  },
  glance: {
    title: `${exampleMerchant.name}, one month`,
    items: [
      { label: "On Stripe’s standard rates", value: formatUsd(theirs.total) },
      { label: "With us, interchange plus", value: formatUsd(ours.total) },
      { label: "Difference a year", value: formatUsd(gap * 12, { whole: true }) },
      { label: "Break-even card sales", value: `${breakEven} a month` },
    ],
  },
  sections: [
    {
      id: "assumptions",
      heading: "One merchant, the same assumptions for both",
      intro: [
        "Both columns below price exactly these payments. Stripe is priced on its published standard rates: Terminal for the counter, online card pricing for the invoices. We are priced on interchange plus with the same markup used on all our pricing pages.",
      ],
      table: assumptionsTable(),
    },
    {
      id: "cost",
      heading: "The month priced both ways",
      intro: [
        "Where a provider lists several card-not-present rates, we used its standard online card rate and left out add-on products, which favors the provider rather than us.",
      ],
      table: costTable(["stripe"]),
      after: [
        `On these numbers Stripe costs ${formatUsd(gap)} a month more, ${formatPercent(theirs.effectiveRate)} of sales against ${formatPercent(ours.effectiveRate)}. Almost none of the gap is in the invoices: on ${formatUsd(comparisonFigures.onlineVolume, { whole: true })} of online payments the two are within ${formatUsd(theirs.online - ours.online)}, because business cards paid online are expensive on any pricing. The gap is at the counter, where ${formatUsd(theirs.inPerson - ours.inPerson)} a month goes on charging debit and everyday credit cards the same flat percentage.`,
        `Below about ${breakEven} a month of card sales with this mix, our monthly fees tip the balance and Stripe costs less.`,
        [
          `Stripe also publishes a price for ACH Direct Debit, ${rates.ach}, which our `,
          { href: "/ach", label: "ACH page" },
          ` compares with our ${ourPricingText.achPayment}. It charges extra for international cards, currency conversion, manually entered cards and instant payouts; none of those are in the table.`,
        ],
      ],
    },
    {
      id: "terms",
      heading: "Contracts, equipment and support",
      intro: [
        `Neither of us ties you to a term: Stripe is pay-as-you-go and our agreement is ${merchantTerms.contract.toLowerCase()}, with no cancellation fee. The differences are in what you get around the payment.`,
      ],
      table: termsTable(["stripe"]),
    },
    {
      id: "switching",
      heading: "Moving from Stripe without breaking anything",
      paragraphs: [
        "Most merchants who come to us from Stripe keep part of it. A website checkout or subscription billing built on Stripe’s API can stay where it is while the counter moves.",
      ],
      ordered: true,
      points: [
        {
          title: "Send one month of payments",
          body: "A Dashboard export of one month is enough for a line-by-line quote.",
        },
        {
          title: "Decide what moves",
          body: "Usually the counter and invoices first; online checkout only if the saving justifies the developer time.",
        },
        {
          title: "Get approved",
          body: "We give an approval decision within 24 hours of a complete application.",
        },
        {
          title: "Run both for a month",
          body: "Keep Stripe open until the new terminals and invoices have run a full cycle. Neither side charges you to leave.",
        },
      ],
    },
  ],
  fit: {
    heading: "When Stripe is the better choice, and when we are",
    style: "choice",
    fits: {
      title: "Choose Stripe if you",
      items: [
        "Build software, a marketplace or a subscription product and want payments inside your code through an API, with tools for payouts to other sellers.",
        "Sell mainly online to customers in many countries and currencies.",
        `Take less than about ${breakEven} a month in cards, where no monthly fee matters more than the rate.`,
        "Need to take a first payment today, without talking to anyone.",
      ],
    },
    fitsNot: {
      title: "Choose us if you",
      items: [
        "Take most of your card payments in person, especially debit cards.",
        [
          "Invoice other businesses and want the ",
          { href: "/level-2-3", label: "Level 3 savings" },
          " that a flat rate keeps.",
        ],
        [
          "Want a ",
          { href: "/cash-discount", label: "compliant cash discount program" },
          " set up, signed and checked for you.",
        ],
        "Want one person in Pewaukee who knows your account and answers the phone.",
      ],
    },
  },
  faqs: [
    {
      question: "Are Stripe’s rates negotiable?",
      answer:
        "Stripe says it offers custom pricing to businesses with large volumes or unusual models, and some of that custom pricing is interchange plus. If you qualify, ask for it and compare the markup with ours line by line.",
    },
    {
      question: "Can I keep Stripe for my website and use you at the counter?",
      answer:
        "Yes, and many merchants do. Your online checkout stays on Stripe; your terminals and invoices run through us. You will have two statements, and we will help you read ours against theirs.",
    },
    {
      question: "Why do you compare one month instead of quoting a rate?",
      answer:
        "Because a rate means little without the card mix. The same merchant can pay 1.5% or 3% depending on how many customers tap debit cards or pay invoices with business cards. Pricing one real month on both sides is the only comparison that holds.",
    },
    {
      question: "How current are the Stripe figures on this page?",
      answer: `They are Stripe’s published standard US rates as of ${stripe.source.asOf}, from ${stripe.source.page}. Stripe changes its pricing from time to time, so check its page before you decide; if a figure here is out of date, tell us and we will correct it.`,
    },
    {
      question: "Is interchange plus harder to read than Stripe’s pricing?",
      answer:
        "The statement is longer, because it lists every card category. The idea is short: what the card brands charged, plus our markup. We walk every new merchant through the first statement.",
    },
  ],
  related: {
    heading: "More comparisons",
    paths: ["/square", "/competitor-comparison", "/versus", "/interchange-plus", "/ach"],
  },
};
