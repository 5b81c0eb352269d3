import { merchantTerms } from "@/content/merchant-terms";
import { exampleMerchant } from "@/content/pricing/example-merchant";
import { pricingFigures } from "@/content/pricing/figures";
import { formatPercent, formatUsd, rateCost } from "@/lib/pricing/money";
import { comparisonFigures } from "./figures";
import { providers, ratesText } from "./providers";
import { assumptionsTable, costTable, termsTable } from "./tables";
import type { ComparisonPageContent } from "./types";

const square = providers.square;
const rates = ratesText(square);
const { ours, square: theirs } = comparisonFigures;
const gap = theirs.total - ours.total;
const breakEven = formatUsd(comparisonFigures.breakEven.square ?? 0, { whole: true });
const debitLine = pricingFigures.interchangePlus.lines.find((line) => line.id === "debit");
const squareOnDebit = debitLine
  ? rateCost(square.plan.inPerson, debitLine.volume, debitLine.count)
  : 0;
const debitShare = `${Math.round(((squareOnDebit - (debitLine?.total ?? 0)) / gap) * 100)}%`;

export const squarePage: ComparisonPageContent = {
  copy: {
    eyebrow: "Comparison",
    intro: [
      `Square made card payments easy for small sellers, and it is still the quickest way for a market stall or a new shop to start taking cards. Its published standard US pricing is ${rates.inPerson} for a tap, dip or swipe and ${rates.online} online, with free point-of-sale software, no monthly fee on its free plan and no contract.`,
      `That flat percentage is the same on every card. A debit card from a big bank costs far less to accept than a rewards credit card, but on Square both cost you the same ${rates.inPerson}. For a shop whose regulars pay with debit cards, that difference adds up every month, and none of it comes back to you.`,
      `Here is one month of ${exampleMerchant.name}, ${exampleMerchant.disclaimer} that all our pricing and comparison pages use, priced on Square’s standard rates and on our interchange plus with the same assumptions. Every Square figure says where it was published and when, and we set out plainly when Square is the better choice.`,
    ],
    cta: {
      heading: "Find out what your Square month would cost with us",
      body: "Download one month of transactions from your Square Dashboard and send it over. You will get the same month priced on interchange plus, and an honest answer if Square is cheaper for you.",
      primary: { label: "Start your application", href: "/apply" },
      secondary: { label: "Send us your Square report", href: "/contact" },
    },
  },
  glance: {
    title: `${exampleMerchant.name}, one month`,
    items: [
      { label: "On Square’s standard rates", value: formatUsd(theirs.total) },
      { label: "With us, interchange plus", value: formatUsd(ours.total) },
      { label: "Difference a year", value: formatUsd(gap * 12, { whole: true }) },
      { label: "Break-even card sales", value: `${breakEven} a month` },
    ],
  },
  sections: [
    {
      id: "assumptions",
      heading: "The payments we priced",
      intro: [
        "The counter payments are priced at Square’s in-person rate and the emailed invoices at its online rate. Our column uses interchange plus with the wholesale costs and markup from our pricing pages; nothing else changes between the two.",
      ],
      table: assumptionsTable(),
    },
    {
      id: "cost",
      heading: "Square and interchange plus, side by side",
      intro: [
        "Square prices invoices and keyed-in cards separately from its online checkout. We used the online rate for the invoices; if your invoices are paid on a different Square rate, your own comparison will differ.",
      ],
      table: costTable(["square"]),
      after: [
        `Square costs ${formatUsd(gap)} more in this month: ${formatPercent(theirs.effectiveRate)} of sales against ${formatPercent(ours.effectiveRate)}. The debit slice alone explains ${debitShare} of it: Square charges ${formatUsd(squareOnDebit)} on the ${formatUsd(debitLine?.volume ?? 0, { whole: true })} of debit payments that cost ${formatUsd(debitLine?.total ?? 0)} on interchange plus, markup included.`,
        "Square also offers custom rates to larger businesses, and its paid software plans add features without changing the card rates used here.",
        `The balance tips the other way below about ${breakEven} a month of card sales with this mix, where our monthly fees outweigh what interchange plus saves. A seasonal seller who takes cards three months a year should stay on Square.`,
      ],
    },
    {
      id: "terms",
      heading: "Contracts, hardware and deposits",
      intro: [
        `Square has no contract and ours is ${merchantTerms.contract.toLowerCase()}, so the real differences are hardware and service. Square hardware works only with Square; ours can be bought outright or placed free while you process with us.`,
      ],
      table: termsTable(["square"]),
    },
    {
      id: "switching",
      heading: "Leaving Square without losing your customers’ data",
      paragraphs: [
        "Because Square’s hardware and software only process through Square, moving the payments means moving the point of sale too. Plan it for a quiet week.",
      ],
      ordered: true,
      points: [
        {
          title: "Export your items and customers",
          body: "Square lets you export your item library and customer directory as spreadsheets; we import them into the new system.",
        },
        {
          title: "Choose the hardware",
          body: "Buy a terminal or point-of-sale outright, or take a countertop terminal on free placement. There is no lease.",
        },
        {
          title: "Get approved",
          body: "We give an approval decision within 24 hours of a complete application, and configure the hardware before it arrives.",
        },
        {
          title: "Switch on a slow day",
          body: "Run the first day with a specialist on the phone. Keep your Square account open until the last deposit lands; closing it costs nothing.",
        },
      ],
    },
  ],
  fit: {
    heading: "When Square is the better choice, and when we are",
    style: "choice",
    fits: {
      title: "Choose Square if you",
      items: [
        `Sell at markets, events or part of the year, and take less than about ${breakEven} a month in cards.`,
        "Want free point-of-sale software with inventory, an online store and appointment booking in one app.",
        "Value one predictable percentage over the lowest possible cost.",
        "Need to start this week with hardware bought off a shop shelf.",
      ],
    },
    fitsNot: {
      title: "Choose us if you",
      items: [
        "Take steady in-person card sales every month, with plenty of debit cards.",
        [
          "Want card costs covered by a ",
          { href: "/cash-discount", label: "cash discount" },
          " or ",
          { href: "/zero-fee", label: "zero fee program" },
          " that is set up to the rules for you.",
        ],
        "Would rather not buy hardware that only works with one processor.",
        "Want a named specialist in Pewaukee rather than a help center.",
      ],
    },
  },
  faqs: [
    {
      question: "Does Square’s 2.6% + 15¢ include everything?",
      answer:
        "For a standard in-person card payment on the free plan, yes: there is no separate monthly fee. Paid software plans, some add-ons, instant transfers and keyed-in cards cost extra, and online and invoice payments have their own rates.",
    },
    {
      question: "Can I keep my Square register and process with you?",
      answer: [
        "No. Square’s hardware and software process payments only through Square. Moving to us means a new terminal or point of sale, bought outright or on free placement; our ",
        { href: "/retail-processing", label: "retail processing page" },
        " describes the options.",
      ],
    },
    {
      question: "Are Square’s deposits faster than yours?",
      answer: `Square deposits the next business day as standard and charges for instant transfers. Our standard is ${merchantTerms.funding.toLowerCase()}.`,
    },
    {
      question: "How current are the Square figures on this page?",
      answer: `They are Square’s published standard US rates as of ${square.source.asOf}, from ${square.source.page}. Square revises its pricing from time to time, so check its page before you decide, and tell us if anything here has changed.`,
    },
    {
      question: "I take only a few thousand dollars a month. Should I switch?",
      answer: `Probably not. With a mix like the one above, Square costs less below about ${breakEven} a month. Above that, send us a month of transactions and we will show you the figures either way.`,
    },
  ],
  related: {
    heading: "More comparisons",
    paths: ["/stripe", "/competitor-comparison", "/versus", "/cash-discount", "/interchange-plus"],
  },
};
