import { breakEvenVolume } from "@/lib/pricing/break-even";
import { priceFlatRate } from "@/lib/pricing/flat-rate";
import { priceInterchangePlus } from "@/lib/pricing/interchange-plus";
import { effectiveRate, formatPercent, formatUsd } from "@/lib/pricing/money";
import { ourPricing, ourPricingText } from "@/content/merchant-terms";
import { providers } from "@/content/comparisons/providers";
import { exampleMerchant, lowestRateProfile } from "./example-merchant";
import { pricingFigures } from "./figures";
import type { PricingPageContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

const statement = pricingFigures.interchangePlus;
const lowest = pricingFigures.lowestRate.statement;
const ours = statement.markup + statement.fixed;
const shareOf = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;
const lineRate = (id: string) => {
  const line = statement.lines.find((candidate) => candidate.id === id);
  return line ? formatPercent(effectiveRate(line.total, line.volume)) : "";
};
const creditShare = (segments: readonly { kind: string; volume: number }[]) =>
  shareOf(
    segments.filter((s) => s.kind !== "debit").reduce((sum, s) => sum + s.volume, 0),
    segments.reduce((sum, s) => sum + s.volume, 0),
  );
const squareBreakEven =
  breakEvenVolume(
    exampleMerchant.segments,
    (segments) => priceInterchangePlus(segments, ourPricing.interchangePlus).total,
    (segments) => priceFlatRate(segments, providers.square.plan).total,
  ) ?? 0;

export const interchangePlusPage: PricingPageContent = {
  copy: {
    eyebrow: "Pricing model",
    intro: [
      "Every card payment carries a wholesale cost that you do not negotiate with anyone: interchange, which goes to the bank that issued the card, and a small network fee that goes to the card brand. Interchange plus pricing passes that wholesale cost to you exactly as it is billed and adds one markup that is the same on every card. Your monthly statement shows both numbers, so you can see what Visa, Mastercard and the issuing banks took and what we took.",
      "Most pricing hides that split. Tiered plans sort payments into “qualified”, “mid-qualified” and “non-qualified” buckets that the processor defines for itself, and a flat rate charges the same percentage on a debit card that costs about 1% to accept as on a rewards card that costs more than 2%. With interchange plus, when your customer taps a debit card you pay the low debit cost plus our markup, and the saving from a cheaper card mix stays with you.",
      `Below we price one month for ${exampleMerchant.name}, ${exampleMerchant.disclaimer}: ${exampleMerchant.summary} in ${exampleMerchant.place}. Every pricing page on this site uses that same merchant, so you can compare the models on equal terms. We also spell out exactly what “rates as low as 1.75%” means, and say when a flat rate would serve you better.`,
    ],
    cta: {
      heading: "Get your own statement priced line by line",
      body: "Send us one recent processing statement. A specialist returns your month priced on interchange plus, with every wholesale category and our markup in writing, within one business day.",
      primary: { label: "Start your application", href: "/apply" },
      secondary: statementReviewLink,
    },
  },
  glance: {
    title: `${exampleMerchant.name}, one month`,
    items: [
      { label: "Card sales", value: formatUsd(statement.volume, { whole: true }) },
      { label: "Wholesale cost", value: formatUsd(statement.wholesale) },
      { label: "Our markup and fees", value: formatUsd(ours) },
      { label: "Effective rate", value: formatPercent(statement.effectiveRate) },
    ],
  },
  sections: [
    {
      id: "how-it-works",
      heading: "Three parts, each on your statement",
      paragraphs: [
        "An interchange plus statement is long because it is honest: it lists each interchange category your payments fell into that month. Every line belongs to one of three parts.",
      ],
      points: [
        {
          title: "Interchange",
          body: "Set by Visa, Mastercard and Discover and paid to the card-issuing bank. The published tables run to hundreds of categories, depending on the card (debit, rewards credit, business), how it was taken (chip, tap, keyed or online) and your type of business. The brands revise them, usually in April and October.",
        },
        {
          title: "Card-brand fees",
          body: "Small network fees, called assessments, that the brands charge on every payment: a fraction of a percent plus a few per-item charges. We pass them through at cost, itemized by brand, never rolled into a bigger number.",
        },
        {
          title: "Our markup",
          body: `The only part we set. In every example on this site it is ${ourPricingText.markup} per payment, plus an account fee of ${ourPricingText.accountFee} and a gateway fee of ${ourPricingText.gatewayFee} charged only if you take online or invoice payments. Your written quote states your own figures, and they do not move with the card mix.`,
        },
        {
          title: "Debit is cheap for a reason",
          body: "Debit cards from the largest banks have their interchange capped by the Federal Reserve’s Regulation II. That cap is why a tapped debit card usually costs a fraction of what a rewards credit card does, and why a flat rate overcharges merchants whose customers pay with debit.",
        },
      ],
    },
    {
      id: "worked-example",
      heading: `One month at ${exampleMerchant.name}`,
      intro: [
        `${exampleMerchant.name} takes ${formatUsd(statement.volume, { whole: true })} a month in ${statement.count} card payments. The wholesale rates are our assumptions for each slice, blended from Visa’s and Mastercard’s published US tables; your statement shows your real ones. The markup is the same ${ourPricingText.markup} on every payment.`,
      ],
      table: {
        caption: `${exampleMerchant.name}: one month on interchange plus`,
        columns: [
          "Slice of card sales",
          "Sales",
          "Payments",
          "Wholesale cost",
          "Our markup",
          "Total",
        ],
        rows: [
          ...statement.lines.map((line) => ({
            label: line.label,
            cells: [
              formatUsd(line.volume),
              String(line.count),
              formatUsd(line.wholesale),
              formatUsd(line.markup),
              formatUsd(line.total),
            ],
          })),
          {
            label: "Account and gateway fees",
            cells: ["", "", "", formatUsd(statement.fixed), formatUsd(statement.fixed)],
          },
          {
            label: "Month",
            emphasis: true,
            cells: [
              formatUsd(statement.volume),
              String(statement.count),
              formatUsd(statement.wholesale),
              formatUsd(statement.markup + statement.fixed),
              formatUsd(statement.total),
            ],
          },
        ],
        note: `Effective rate: ${formatUsd(statement.total)} ÷ ${formatUsd(statement.volume)} = ${formatPercent(statement.effectiveRate)}.`,
      },
      after: [
        `Of the ${formatUsd(statement.total)}, ${formatUsd(statement.wholesale)} (${shareOf(statement.wholesale, statement.total)}) went to the card-issuing banks and the card brands, and ${formatUsd(ours)} came to us. The debit slice costs ${lineRate("debit")} all in, the counter credit slice ${lineRate("credit")}, and business cards paying invoices online ${lineRate("commercial")}. A flat rate would charge all three the same.`,
        [
          "That last slice is where a business-to-business seller can save most: sending invoice data with commercial cards lowers its interchange, as ",
          { href: "/level-2-3", label: "Level 2 and Level 3 processing" },
          " explains. And if Maple Lane moved those invoices to bank transfer, ",
          { href: "/ach", label: "ACH pricing" },
          " would cut that line to a few dollars.",
        ],
      ],
    },
    {
      id: "lowest-rate",
      heading: "What “rates as low as 1.75%” means",
      paragraphs: [
        `Our “rates as low as ${pricingFigures.lowestRate.claimed}” is an effective rate: every fee in a month, wholesale and ours together, divided by card sales. It is what one kind of merchant pays on the pricing above: ${lowestRateProfile.summary}. On the same wholesale assumptions and the same markup, that store pays ${formatUsd(lowest.total)} on ${formatUsd(lowest.volume, { whole: true })}, an effective ${formatPercent(lowest.effectiveRate)}.`,
        `${exampleMerchant.name} pays ${formatPercent(statement.effectiveRate)} because ${creditShare(exampleMerchant.segments)} of its sales are on credit cards, against ${creditShare(lowestRateProfile.segments)} for that store, and because its invoices are paid online, where interchange is higher. No one can sell you 1.75% on a rewards credit card: the card’s wholesale cost alone is more than that. Anyone quoting a single low rate for every card is leaving something off the page.`,
      ],
    },
  ],
  fit: {
    heading: "Who interchange plus suits, and who it does not",
    fits: {
      title: "A good fit if you",
      items: [
        `Take more than about ${formatUsd(squareBreakEven, { whole: true })} a month in cards. Below that, our monthly fees outweigh the savings for a mix like Maple Lane’s.`,
        "Have many debit payments or large tickets, where a flat rate’s percentage costs you the most.",
        [
          "Sell to other businesses and can send invoice data with commercial cards (see ",
          { href: "/level-2-3", label: "Level 2 and 3" },
          ").",
        ],
        "Want a statement you, your bookkeeper or any consultant can audit line by line.",
      ],
    },
    fitsNot: {
      title: "Probably not for you if you",
      items: [
        [
          "Sell a few thousand dollars a month or only in season. A flat rate with no monthly fee, such as ",
          { href: "/square", label: "Square’s" },
          ", can cost less.",
        ],
        "Need the exact same percentage every month for budgeting, whatever cards your customers carry.",
        [
          "Want card costs off your books altogether. A ",
          { href: "/cash-discount", label: "cash discount program" },
          " does that; interchange plus only makes them as low and as visible as they can be.",
        ],
      ],
    },
  },
  rules: {
    heading: "Interchange plus and surcharging",
    paragraphs: [
      `Interchange plus is how we price you; it is not a fee you pass to customers, so no card-brand rule limits it. Some merchants later add a surcharge to recover part of their credit-card cost. If you do, the rules below apply on top of this pricing. The surcharge may not exceed Visa’s 3% cap or what your credit cards actually cost you: for ${exampleMerchant.name} that cost is ${formatPercent(pricingFigures.surcharge.home.creditCostPercent)}, so its largest allowed surcharge is ${pricingFigures.surcharge.home.percent}%. It may never be added to debit or prepaid cards, and it is not allowed at all in Connecticut, Maine and Massachusetts; Colorado caps it at 2%.`,
    ],
  },
  faqs: [
    {
      question: "Why does my interchange total change from month to month?",
      answer:
        "Because your card mix changes. A month with more rewards and business cards, or more keyed payments, costs more in interchange than a month of tapped debit cards, and the card brands revise their tables, usually each April and October. Our markup does not change with the mix.",
    },
    {
      question: "Is interchange plus the same as cost-plus or pass-through pricing?",
      answer:
        "Yes, those are other names for the same idea. What matters is that the markup is one percentage and one per-payment fee, stated in writing, and that card-brand fees are passed through at cost rather than marked up or bundled into a larger line.",
    },
    {
      question: "Can you raise my markup later?",
      answer:
        "Your markup is written into your agreement. If it ever changed, you would get written notice before it took effect, and because the agreement is month-to-month with no cancellation fee, you could leave without paying anything to do so.",
    },
    {
      question: "How do I compare an interchange plus quote with my current statement?",
      answer: [
        "Add up every fee on your current statement, including monthly and PCI fees, and divide by the month’s card sales: that is your effective rate. Then ask for a quote on that same month’s payments. ",
        { href: statementReviewLink.href, label: "Send us the statement" },
        " and we will do both for you.",
      ],
    },
    {
      question: "Does American Express work the same way?",
      answer:
        "Most small and mid-sized merchants accept American Express through Amex’s OptBlue program, which lets us set it up and bill it on the same statement as Visa and Mastercard. Amex’s wholesale rates are passed through the same way, with the same markup.",
    },
  ],
  related: {
    heading: "Other ways to price the same merchant",
    paths: ["/cash-discount", "/zero-fee", "/level-2-3", "/ach", "/versus"],
  },
};
