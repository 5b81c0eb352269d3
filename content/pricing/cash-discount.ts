import { formatPercent, formatUsd } from "@/lib/pricing/money";
import { capitalise } from "@/lib/text";
import { bannedStatesText, surchargeNoticeDays } from "./card-rules";
import { exampleMerchant } from "./example-merchant";
import { pricingFigures } from "./figures";
import { netCostText } from "./net-cost-text";
import type { PricingPageContent } from "./types";

const outcome = pricingFigures.cashDiscount;
const item = outcome.item;
const premium = `${outcome.cardPremiumPercent}%`;
const discount = formatPercent(outcome.cashDiscountPercent);
const ahead = -outcome.net;

export const cashDiscountPage: PricingPageContent = {
  copy: {
    eyebrow: "Pricing model",
    intro: [
      "A cash discount program keeps card fees from eating your margin without adding anything at the register. The prices you post, on the shelf, the menu board, your website and your invoices, are the prices a card payer pays. Customers who pay cash get a discount off that posted price. Because the card price is simply your price, a cash discount is a discount and not a surcharge: it covers every card, debit included, and federal law protects your right to offer it.",
      `The catch is the word compliant. Many “cash discount” programs sold to Wisconsin merchants post the lower price and then add a “non-cash adjustment” or “service fee” when a customer pays by card. That is a surcharge under another name. It has to follow surcharge rules: no more than 3%, shown at the entrance, at checkout and on the receipt, and never on a debit card. Most of those programs break the rules on every debit sale, and the merchant, not the salesperson, carries the risk.`,
      `Here is how we set up a cash discount properly, what it does to the month of ${exampleMerchant.name} (${exampleMerchant.disclaimer}, priced the same way on every pricing page of this site), and the businesses it suits and does not.`,
    ],
    cta: {
      heading: "Set up a cash discount you never have to worry about",
      body: "We size the card price to your real costs, program your terminals, supply the signs and check your receipts before the first sale.",
      primary: { label: "Start your application", href: "/apply" },
      secondary: { label: "Ask a specialist", href: "/contact" },
    },
  },
  glance: {
    title: `${exampleMerchant.name} at a ${premium} card price`,
    items: [
      { label: "Posted card price", value: formatUsd(item.card) },
      { label: "Cash price", value: formatUsd(item.cash) },
      { label: "Cash discount", value: discount },
      { label: "Left after fees each month", value: formatUsd(ahead) },
    ],
  },
  sections: [
    {
      id: "set-up",
      heading: "Setting up a cash discount the right way",
      paragraphs: [
        "A compliant program is mostly careful pricing and clear signs. We do the arithmetic and the terminal programming; you decide how it is worded to your customers.",
      ],
      ordered: true,
      points: [
        {
          title: "Size the card price to your real cost",
          body: `We set the gap between card and cash prices from your statement, not a round 4% that overcharges card payers. For ${exampleMerchant.name}, whose cards cost ${formatPercent(pricingFigures.interchangePlus.effectiveRate)} of sales, that gap is ${premium}.`,
        },
        {
          title: "Post the card price everywhere",
          body: `Tags, menus, the website and invoices show the card price. ${capitalise(exampleMerchant.item.name)} that used to be ${formatUsd(item.cash)} is now posted at ${formatUsd(item.card)}.`,
        },
        {
          title: "Take the discount off for cash",
          body: `At checkout the register takes ${formatUsd(item.discount)} off that flat for a cash payer, a ${discount} discount. A card payer pays the posted price and nothing is added.`,
        },
        {
          title: "Say so at the door, the counter and on the receipt",
          body: `A sign at the entrance and at the register reads, for example: “Prices shown are card prices. Pay with cash and save ${discount}.” Cash receipts show the posted price, the discount and the amount paid.`,
        },
      ],
    },
    {
      id: "worked-example",
      heading: `What a ${premium} card price does to ${exampleMerchant.name}’s month`,
      intro: [
        `The same ${formatUsd(pricingFigures.interchangePlus.volume, { whole: true })} of monthly card sales as on our interchange plus page, now at card prices ${premium} above the old shelf prices. We assume the same customers pay by card as before; fees are still interchange plus, charged on the higher card amounts.`,
      ],
      table: {
        caption: `${exampleMerchant.name}: one month before and after a ${premium} card price`,
        columns: ["Line", "Amount"],
        rows: [
          {
            label: "Card sales at the old shelf prices",
            cells: [formatUsd(pricingFigures.interchangePlus.volume)],
          },
          {
            label: "Card sales at the new card prices",
            cells: [formatUsd(pricingFigures.interchangePlus.volume + outcome.collected)],
          },
          {
            label: "Paid by card customers above the cash price",
            cells: [formatUsd(outcome.collected)],
          },
          { label: "Processing fees before the program", cells: [formatUsd(outcome.before)] },
          { label: "Processing fees on the card prices", cells: [formatUsd(outcome.fees)] },
          {
            label: "Processing cost after the program",
            emphasis: true,
            cells: [netCostText(outcome.net)],
          },
        ],
        note: "Cash customers pay exactly what they paid before the program.",
      },
      after: [
        `The card price covers the fees with ${formatUsd(ahead)} to spare, because the ${premium} premium sits just above Maple Lane’s effective rate of ${formatPercent(pricingFigures.interchangePlus.effectiveRate)} and the fees themselves rise a little on the larger card amounts. If some card customers switch to cash, fees fall with card volume, and so does the premium collected; the two move together.`,
        [
          "Compare that with a surcharge on the same month, which cannot touch the debit slice and so never quite reaches zero: the side-by-side is on our ",
          { href: "/zero-fee", label: "zero fee processing" },
          " page.",
        ],
      ],
    },
  ],
  fit: {
    heading: "Who a cash discount suits, and who it does not",
    fits: {
      title: "A good fit if you",
      items: [
        "Run a counter business with many small payments, such as a garden center, café, convenience store, salon or repair shop, where card fees take a visible share of margin.",
        "See a lot of debit cards. A surcharge cannot cover them; a card price does.",
        `Trade in ${bannedStatesText}, or sell into them, where surcharging is not allowed but a discount for cash is.`,
        "Still take enough cash that a cash price means something to your customers.",
      ],
    },
    fitsNot: {
      title: "Probably not for you if you",
      items: [
        [
          "Sell only online or by invoice. No one can pay you cash, so a “card price” is just a higher price; ",
          { href: "/ach", label: "a lower price for ACH" },
          " or a compliant surcharge works better.",
        ],
        "Compete on a posted price that customers compare online, where the card price is what they see.",
        [
          "Would rather keep one price and make card costs as low as possible instead: that is ",
          { href: "/interchange-plus", label: "interchange plus" },
          ".",
        ],
      ],
    },
  },
  rules: {
    heading: "The rules a compliant cash discount follows",
    paragraphs: [
      "A true cash discount has one rule at its heart: the posted price is the card price, and cash is discounted from it. Nothing is added at the register for paying by card.",
      `The moment something is added for paying by card, the program is a surcharge, and every surcharge rule applies: Visa’s 3% cap on credit cards; never on debit or prepaid cards, even when they are run as credit; not at all in ${bannedStatesText}; no more than 2% in Colorado; disclosure at the entrance, at checkout and on the receipt; and ${surchargeNoticeDays} days’ written notice to the card brands and your processor before the first one. We set programs up so you never have to find out the hard way.`,
    ],
  },
  faqs: [
    {
      question: "Is a cash discount legal in Wisconsin?",
      answer:
        "Yes. Federal law, through the Durbin Amendment to the Dodd-Frank Act, stops the card networks from preventing a discount for paying cash, and Wisconsin law does not forbid one. The program still has to be a real discount off a posted card price, with clear signs.",
    },
    {
      question: "Can debit card customers be charged the card price?",
      answer:
        "Yes. Under a cash discount the posted price is the price for every card, debit included, so a debit payer pays the same as a credit payer. What you may never do is add a fee on top of a debit payment: that is a surcharge, and debit cards cannot be surcharged.",
    },
    {
      question: "How big can the cash discount be?",
      answer:
        "Card-brand rules set no percentage limit on a discount for cash, but some states regulate how it is offered, and a gap far above your card cost looks like a price increase to customers. We size it close to your effective rate and check your state’s rules first.",
    },
    {
      question: "What do the signs and receipts have to say?",
      answer: `That posted prices are card prices and that cash payers receive a discount, with the percentage: “Pay with cash and save ${discount}.” Put it at the entrance and at the register. A cash receipt shows the posted price, the discount and the total paid.`,
    },
    {
      question: "Does “rates as low as 1.75%” apply to a cash discount program?",
      answer: [
        "The 1.75% is the effective rate of one in-person merchant profile on interchange plus, explained on our ",
        { href: "/interchange-plus", label: "interchange plus page" },
        ". A cash discount program runs on the same pricing underneath; the card price simply covers it.",
      ],
    },
  ],
  related: {
    heading: "Compare the other pricing models",
    paths: ["/zero-fee", "/interchange-plus", "/level-2-3", "/ach", "/competitor-comparison"],
  },
};
