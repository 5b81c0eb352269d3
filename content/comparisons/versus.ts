import { merchantTerms } from "@/content/merchant-terms";
import { exampleMerchant } from "@/content/pricing/example-merchant";
import { pricingFigures } from "@/content/pricing/figures";
import type { TableData } from "@/content/pricing/types";
import { formatPercent, formatUsd } from "@/lib/pricing/money";
import { comparisonFigures } from "./figures";
import { comparisonAsOf, providers } from "./providers";
import type { ComparisonPageContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

const { ours, stripe, square, cashDiscount } = comparisonFigures;

const summaryTable: TableData = {
  caption: `${exampleMerchant.name}’s month on every option we compare`,
  columns: ["Option", "Cost a month", "Effective rate", "Contract"],
  rows: [
    {
      label: "Lake Country, interchange plus",
      emphasis: true,
      cells: [formatUsd(ours.total), formatPercent(ours.effectiveRate), merchantTerms.contract],
    },
    {
      label: "Lake Country, cash discount",
      cells: [
        `${formatUsd(Math.max(0, cashDiscount.net))}: card prices cover the fees`,
        "Paid by card customers",
        merchantTerms.contract,
      ],
    },
    {
      label: "Stripe, standard rates",
      cells: [
        formatUsd(stripe.total),
        formatPercent(stripe.effectiveRate),
        providers.stripe.terms.contract,
      ],
    },
    {
      label: "Square, standard rates",
      cells: [
        formatUsd(square.total),
        formatPercent(square.effectiveRate),
        providers.square.terms.contract,
      ],
    },
  ],
  note: `Stripe and Square figures use their published standard US rates as of ${comparisonAsOf}; check their pricing pages before you decide. The workings are on each comparison page.`,
};

export const versusPage: ComparisonPageContent = {
  copy: {
    eyebrow: "Comparisons",
    intro: [
      "Choosing a card processor comes down to three questions: what a normal month will cost, what you are signing, and who helps when a terminal stops working on a Saturday morning. Every comparison on this site answers them the same way, so you can move between pages without starting over.",
      `We price one merchant throughout, ${exampleMerchant.name} (${exampleMerchant.disclaimer}), a garden center and supply yard in ${exampleMerchant.place} with counter sales and emailed invoices. Competitors are priced on their published standard rates, each with the page it came from and the date, and where a provider lists several possible rates we use the one that favors them. Our own figures use the markup stated on our pricing pages, not a special price for the example.`,
      "Each comparison also says when the other provider is the better choice. A flat rate really is cheaper for small and seasonal sellers, and a developer platform really is better for software businesses. Knowing which side of that line you are on is the point of comparing.",
    ],
    cta: {
      heading: "Get the comparison for your own business",
      body: "Send any recent processing statement. We will price your month our way and your current provider’s way, and send the workings back.",
      primary: { label: "Start your application", href: "/apply" },
      secondary: statementReviewLink,
    },
  },
  glance: {
    title: "How every comparison is built",
    items: [
      { label: "Merchant priced", value: "One, for everyone" },
      { label: "Competitors", value: `${providers.stripe.name}, ${providers.square.name}` },
      { label: "Rates read", value: comparisonAsOf },
      { label: "Our contract", value: "Month-to-month" },
    ],
  },
  hub: {
    heading: "Every comparison",
    intro:
      "Start with the provider you use today, or read the full table to see all of them at once.",
    cards: [
      {
        path: "/stripe",
        summary:
          "Stripe’s flat online and Terminal rates against interchange plus, and when Stripe’s developer platform is worth the difference.",
        figure: `${formatUsd(stripe.total)} vs ${formatUsd(ours.total)} a month`,
      },
      {
        path: "/square",
        summary:
          "Square’s in-person flat rate against interchange plus, what happens to debit cards, and how to leave Square hardware behind.",
        figure: `${formatUsd(square.total)} vs ${formatUsd(ours.total)} a month`,
      },
      {
        path: "/competitor-comparison",
        summary:
          "Every provider in one table, scaled from $2,000 to $150,000 a month, with contracts, equipment and support side by side.",
        figure: "4 options, 5 sizes",
      },
      {
        path: "/cash-discount",
        summary:
          "The option no flat-rate provider runs for you: card prices that cover the fees, set up to the card-brand rules.",
        figure: `${formatUsd(-cashDiscount.net)} left over after fees`,
      },
      {
        path: "/interchange-plus",
        summary:
          "How our pricing works line by line, and exactly what “rates as low as 1.75%” means.",
        figure: `${formatPercent(pricingFigures.lowestRate.statement.effectiveRate)} effective`,
      },
      {
        path: "/ach",
        summary:
          "Bank payments for invoices at a flat price per payment, compared with cards and with Stripe’s ACH.",
        figure: `${formatUsd(pricingFigures.ach.onAch)} vs ${formatUsd(pricingFigures.ach.onCards)}`,
      },
    ],
  },
  sections: [
    {
      id: "summary",
      heading: "The short answer",
      intro: [
        `For a business like ${exampleMerchant.name}, with ${formatUsd(comparisonFigures.volume, { whole: true })} of card sales a month, interchange plus costs least, and a cash discount moves the cost to card payers altogether. Below a few thousand dollars a month, the flat rates win.`,
      ],
      table: summaryTable,
    },
    {
      id: "method",
      heading: "How we compare, and what we leave out",
      paragraphs: [
        "A comparison written by one of the companies in it deserves suspicion, so here is the method in full.",
      ],
      points: [
        {
          title: "One month of real-world payments",
          body: "Debit, credit and business cards, at the counter and online, in the proportions a Wisconsin counter-and-invoice business sees.",
        },
        {
          title: "Published rates only",
          body: "Competitors are priced on the standard rates they publish for US businesses. Custom quotes are private, so we do not guess at them.",
        },
        {
          title: "Dated and sourced",
          body: `Every competitor figure names the page it came from and the month it was read, ${comparisonAsOf} for the current tables.`,
        },
        {
          title: "Ties go to them",
          body: "Where a provider has several possible rates, we use the lower one, and we leave out their add-on products.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Why should I trust a comparison you wrote?",
      answer:
        "You should check it. Every figure is computed from rates you can look up and payments laid out in a table, and the same steps work on your own statement. Where the other provider is cheaper, the pages say so.",
    },
    {
      question: "Which processor is cheapest?",
      answer:
        "It depends on your size and your card mix. Flat rates are cheapest for small and seasonal sellers; interchange plus is usually cheapest once card sales reach a few thousand dollars a month, especially with many debit cards.",
    },
    {
      question: "Do you compare with the bank or processor I use now?",
      answer:
        "Most processors do not publish their rates, so we compare with your actual statement instead. Send us one month and we will price it both ways.",
    },
    {
      question: "How often are the comparison figures updated?",
      answer: `The competitor rates were last read in ${comparisonAsOf}. Every table recomputes from one list of rates, so a correction appears on every comparison page at once.`,
    },
    {
      question: "What does switching cost?",
      answer: `Nothing on our side: ${merchantTerms.contract.toLowerCase()}, no cancellation fee, and equipment bought outright or placed free. Stripe and Square charge nothing to leave either; the work is moving your hardware and checkout, and we plan that with you.`,
    },
  ],
};
