import { merchantTerms, ourPricingText } from "@/content/merchant-terms";
import { exampleMerchant } from "@/content/pricing/example-merchant";
import { netCostText } from "@/content/pricing/net-cost-text";
import type { TableData } from "@/content/pricing/types";
import { formatPercent, formatUsd } from "@/lib/pricing/money";
import { comparisonFigures } from "./figures";
import { comparisonAsOf, providers } from "./providers";
import { assumptionsTable, costTable, ratesTable, termsTable } from "./tables";
import type { ComparisonPageContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

const { ours, stripe, square, cashDiscount, breakEven } = comparisonFigures;
const whole = (cents: number) => formatUsd(cents, { whole: true });

function cheapest(row: (typeof comparisonFigures.scale)[number]) {
  const options = [
    { name: "Lake Country", cost: row.ours },
    { name: providers.stripe.name, cost: row.stripe },
    { name: providers.square.name, cost: row.square },
  ];
  return options.reduce((best, option) => (option.cost < best.cost ? option : best)).name;
}

const scaleTable: TableData = {
  caption: `The same mix as ${exampleMerchant.name}, scaled from a market stall to a busy store`,
  columns: ["Card sales a month", "Lake Country", "Stripe", "Square", "Costs least"],
  rows: comparisonFigures.scale.map((row) => ({
    label: whole(row.volume),
    cells: [
      `${formatUsd(row.ours)} (${formatPercent(row.oursRate)})`,
      formatUsd(row.stripe),
      formatUsd(row.square),
      cheapest(row),
    ],
  })),
  note: "Every row keeps the same share of debit, credit and invoice payments and the same average payment; only the size changes.",
};

export const competitorComparisonPage: ComparisonPageContent = {
  copy: {
    eyebrow: "Comparison",
    intro: [
      "Processor comparisons usually fail in one of two ways. Some quote each provider’s headline rate, which tells you nothing about a real month of mixed cards. Others price the provider who wrote the page on its best case and everyone else on their worst. This page does neither: it prices one month of one merchant, with the same payments, for every provider, and shows every line.",
      `The merchant is ${exampleMerchant.name}, ${exampleMerchant.disclaimer} used on all our pricing pages: ${exampleMerchant.summary}. We price it on our interchange plus, on our cash discount program, and on the published standard rates of Stripe and Square as of ${comparisonAsOf}, the two flat-rate providers Wisconsin merchants most often ask us about.`,
      "Then we scale the same mix from $2,000 to $150,000 a month, because the cheapest provider depends on size, and set the contracts, equipment and support terms side by side. Use it as a method as much as a result: the same steps work on your own statement.",
    ],
    cta: {
      heading: "Put your own statement through the same comparison",
      body: "Send one recent month from any processor. We will price it our way and theirs, line by line, and send the workings back with the answer.",
      primary: { label: "Start your application", href: "/apply" },
      secondary: statementReviewLink,
    },
  },
  glance: {
    title: `${exampleMerchant.name}, one month`,
    items: [
      { label: "Lake Country, interchange plus", value: formatUsd(ours.total) },
      {
        label: "Lake Country, cash discount",
        value: cashDiscount.net <= 0 ? "Covered" : formatUsd(cashDiscount.net),
      },
      { label: "Stripe, standard rates", value: formatUsd(stripe.total) },
      { label: "Square, standard rates", value: formatUsd(square.total) },
    ],
  },
  sections: [
    {
      id: "assumptions",
      heading: "The assumptions every provider gets",
      intro: [
        "One table of payments, priced four ways. Flat-rate providers are priced on their standard in-person rate for counter payments and their standard online rate for the invoices; we are priced on our published example markup. No provider gets a discount or a surcharge the others do not.",
      ],
      table: assumptionsTable(),
    },
    {
      id: "cost",
      heading: "One month, provider by provider",
      intro: [
        `Flat rates are easy to read and hard to beat on a small month; interchange plus pays off as card sales grow. Our cash discount program sits apart: card payers cover the cost, so the month’s processing cost is ${netCostText(cashDiscount.net)}.`,
      ],
      table: costTable(["stripe", "square"]),
      after: [
        `For this month, interchange plus saves ${formatUsd(stripe.total - ours.total)} against Stripe and ${formatUsd(square.total - ours.total)} against Square. Both flat-rate providers beat us below a certain size: about ${whole(breakEven.stripe ?? 0)} a month against Stripe and ${whole(breakEven.square ?? 0)} against Square, where our ${ourPricingText.accountFee} account and ${ourPricingText.gatewayFee} gateway fees outweigh the lower card costs.`,
      ],
    },
    {
      id: "scale",
      heading: "How the answer changes with size",
      intro: [
        "A single month can mislead if your business is much smaller or larger than the example. The table keeps the mix and changes only the size.",
      ],
      table: scaleTable,
      after: [
        "The percentage we cost falls as you grow, because our fixed fees are spread thinner; a flat rate’s percentage never moves. If your card sales fall in the first rows of this table, a flat rate is the sensible choice, and we will say so when you ask.",
      ],
    },
    {
      id: "rates",
      heading: "The published rates behind the figures",
      intro: [
        "Each competitor figure comes from the provider’s own pricing page for US businesses, read on the date shown.",
      ],
      table: ratesTable(["stripe", "square"]),
    },
    {
      id: "terms",
      heading: "Contracts, equipment, deposits and support",
      intro: [
        `None of the three ties you to a long contract, so cost and service decide it. Our agreement is ${merchantTerms.contract.toLowerCase()} with no cancellation fee; equipment can be bought outright or placed free, and ${merchantTerms.equipment.leases.toLowerCase()}.`,
      ],
      table: termsTable(["stripe", "square"]),
    },
    {
      id: "your-statement",
      heading: "Run the same comparison on your own statement",
      paragraphs: [
        "You do not need us to do this, although we are happy to. Four steps give you an answer you can trust.",
      ],
      ordered: true,
      points: [
        {
          title: "Total every fee",
          body: "Add every charge on one month’s statement: percentage fees, per-item fees, monthly, PCI, gateway and statement fees.",
        },
        {
          title: "Find your effective rate",
          body: "Divide that total by the month’s card sales. This is the only rate worth comparing.",
        },
        {
          title: "Split your mix",
          body: "Note how much came from debit cards, credit cards, business cards and online or keyed payments, and the average payment.",
        },
        {
          title: "Price the same month elsewhere",
          body: "Apply each provider’s published rates to those same payments, as the tables above do, and compare totals, not headline rates.",
        },
      ],
    },
  ],
  fit: {
    heading: "Which provider fits which business",
    style: "choice",
    fits: {
      title: "A flat rate (Stripe or Square) fits if you",
      items: [
        `Take less than about ${whole(breakEven.square ?? 0)} a month in cards, or only in season.`,
        "Sell mostly online through software you build yourself (Stripe), or want free all-in-one point-of-sale software (Square).",
        "Prefer one predictable percentage to the lowest cost.",
      ],
    },
    fitsNot: {
      title: "We fit if you",
      items: [
        [
          "Take steady card sales above those amounts, especially in person and on debit cards (",
          { href: "/interchange-plus", label: "interchange plus" },
          ").",
        ],
        [
          "Want card payers to cover the cost through a compliant ",
          { href: "/cash-discount", label: "cash discount" },
          ".",
        ],
        [
          "Invoice businesses that pay with company cards or could pay by ",
          { href: "/ach", label: "ACH" },
          ".",
        ],
      ],
    },
  },
  faqs: [
    {
      question: "Why only Stripe and Square?",
      answer:
        "They publish standard rates anyone can check, and they are the providers Wisconsin merchants most often ask us about. Many other processors quote privately, so a fair comparison needs your own statement and their written quote.",
    },
    {
      question: "Is the example merchant typical?",
      answer:
        "It is a composite of the counter-plus-invoices businesses we see most often. If your customers use more rewards cards, or you take more payments online, every provider’s cost goes up and the gaps change; the method still works.",
    },
    {
      question: "Why is the cash discount cost shown as zero?",
      answer:
        "Because card payers pay the posted card price and cash payers get the discount, the card price covers the processing fees in that month. The fees are still charged; they are paid out of what card customers paid above the cash price.",
    },
    {
      question: "What if a competitor’s rate has changed since you checked?",
      answer: `The figures are published standard rates as of ${comparisonAsOf}. Rates change, so check each provider’s page before deciding, and tell us if something is out of date; we will recompute every table from the corrected rate.`,
    },
    {
      question: "Do you charge anything the tables leave out?",
      answer: `The tables include everything we would charge this merchant: wholesale cost passed through, our markup, the ${ourPricingText.accountFee} account fee and the ${ourPricingText.gatewayFee} gateway fee. ${merchantTerms.otherFees}, and no cancellation fee.`,
    },
  ],
  related: {
    heading: "Go deeper",
    paths: ["/stripe", "/square", "/versus", "/interchange-plus", "/cash-discount"],
  },
};
