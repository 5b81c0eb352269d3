import { formatPercent, formatUsd } from "@/lib/pricing/money";
import { bannedStatesText, surchargeNoticeDays, surchargeStateCaps } from "./card-rules";
import { exampleMerchant } from "./example-merchant";
import { pricingFigures } from "./figures";
import { netCostText } from "./net-cost-text";
import type { PricingPageContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

const cash = pricingFigures.cashDiscount;
const { home, colorado, banned } = pricingFigures.surcharge;
const before = pricingFigures.interchangePlus.total;
const cut = `${Math.round((1 - home.net / before) * 100)}%`;

export const zeroFeePage: PricingPageContent = {
  copy: {
    eyebrow: "Pricing model",
    intro: [
      "“Zero fee processing” is the name for programs in which the customers who pay by card cover the cost of accepting cards, so the processing line on your books comes close to nothing. There are only two compliant ways to do it. One is a cash discount: the posted price is the card price and cash payers get a discount. The other is a surcharge: a disclosed percentage added to credit card payments, and only credit card payments.",
      "Everything else sold under the name, such as a flat “service fee” on every card or a “non-cash adjustment” that lands on debit cards too, breaks the card brands’ rules and puts your merchant account at risk. Our own Zero Fee program is built on those two routes and nothing else; this page shows what that means in practice.",
      `The two routes are not equal, and the difference is in the arithmetic. Below, both run on the same month of ${exampleMerchant.name}, ${exampleMerchant.disclaimer} that every pricing page here uses, so you can see which one actually reaches zero and what each asks of you and your customers.`,
    ],
    cta: {
      heading: "Find out which route gets your business to zero",
      body: "Send a recent statement and tell us your state. We will price both routes on your real card mix and tell you plainly which one fits.",
      primary: statementReviewLink,
      secondary: { label: "Start your application", href: "/apply" },
    },
  },
  glance: {
    title: `${exampleMerchant.name}: cost left each month`,
    items: [
      { label: "No program", value: formatUsd(before) },
      { label: "Cash discount", value: netCostText(cash.net) },
      { label: `Surcharge, Wisconsin`, value: netCostText(home.net) },
      { label: `Surcharge, ${surchargeStateCaps[0].name}`, value: netCostText(colorado.net) },
    ],
  },
  sections: [
    {
      id: "two-routes",
      heading: "Two routes to zero",
      paragraphs: [
        "Both routes move the cost of cards to the customers who choose to pay with them. They differ in what the customer sees and in which cards they can cover.",
      ],
      points: [
        {
          title: "Route one: a cash discount",
          body: [
            "Your prices become card prices and cash payers get a discount off them. It covers debit and credit alike and stays available where surcharging is banned, but it means re-pricing and clear signs. ",
            { href: "/cash-discount", label: "How we set one up" },
            ".",
          ],
        },
        {
          title: "Route two: a credit-card surcharge",
          body: `Your prices stay as they are and a percentage is added to credit card payments at checkout. It covers credit cards only, is capped at the lower of Visa’s 3% and your real cost, and starts only after ${surchargeNoticeDays} days’ notice to the card brands and your processor.`,
        },
      ],
    },
    {
      id: "worked-example",
      heading: `Both routes on ${exampleMerchant.name}’s month`,
      intro: [
        `Without any program, ${exampleMerchant.name} pays ${formatUsd(before)} a month on interchange plus. Its credit cards cost it ${formatPercent(home.creditCostPercent)} to accept, so in Wisconsin the largest surcharge it may add is ${home.percent}%; in ${surchargeStateCaps[0].name} it would be ${colorado.percent}%.`,
      ],
      table: {
        caption: `${exampleMerchant.name}: one month on each zero-fee route`,
        columns: [
          "Line",
          `Cash discount (${cash.cardPremiumPercent}% card price)`,
          `Surcharge in Wisconsin (${home.percent}%)`,
          `Surcharge in ${surchargeStateCaps[0].name} (${colorado.percent}%)`,
          "Surcharge in Connecticut, Maine or Massachusetts",
        ],
        rows: [
          {
            label: "Paid by card customers",
            cells: [cash, home, colorado, banned].map((route) => formatUsd(route.collected)),
          },
          {
            label: "Processing fees",
            cells: [cash, home, colorado, banned].map((route) => formatUsd(route.fees)),
          },
          {
            label: "Debit sales covered",
            cells: [
              "All of them",
              `None of ${formatUsd(home.untouchedVolume, { whole: true })}`,
              `None of ${formatUsd(colorado.untouchedVolume, { whole: true })}`,
              "None: no surcharge allowed",
            ],
          },
          {
            label: "Processing cost left",
            emphasis: true,
            cells: [cash, home, colorado, banned].map((route) => netCostText(route.net)),
          },
        ],
      },
      after: [
        `The cash discount reaches zero with room to spare. The Wisconsin surcharge does not: it cuts the month’s cost by ${cut}, to ${formatUsd(home.net)}, but the ${formatUsd(home.untouchedVolume, { whole: true })} of debit sales cannot carry a surcharge, and the surcharge on credit is held at what credit actually costs. In Colorado the 2% cap leaves more behind, and in ${bannedStatesText} a surcharge is not an option, so a cash discount is the route there.`,
        "A program that claims to reach exactly zero with a surcharge alone is almost always surcharging debit cards or charging more than the cards cost. Ask to see the receipt a debit card customer gets.",
      ],
    },
  ],
  fit: {
    heading: "Who zero fee processing suits, and who it does not",
    fits: {
      title: "A good fit if you",
      items: [
        "Work on thin margins, where 2% to 3% of every card sale is the difference between a good month and a poor one.",
        "Serve customers who already see card pricing elsewhere in your trade, such as fuel, auto repair and building supplies.",
        "Take most payments in person, where a sign and a receipt can do the explaining.",
      ],
    },
    fitsNot: {
      title: "Probably not for you if you",
      items: [
        [
          "Run a medical or dental practice with many HSA and FSA cards: they are debit or prepaid cards and cannot be surcharged (see ",
          { href: "/healthcare", label: "healthcare processing" },
          ").",
        ],
        "Compete mainly on price against businesses that absorb card costs, where customers will notice the difference and walk.",
        [
          "Prefer to keep one price and simply pay less: ",
          { href: "/interchange-plus", label: "interchange plus" },
          " does that without any customer-facing change.",
        ],
      ],
    },
  },
  rules: {
    heading: "The rules behind a compliant zero fee program",
    paragraphs: [
      `For the surcharge route, each rule below is a condition, not a suggestion. Register the program with ${surchargeNoticeDays} days’ notice; keep the surcharge at or under 3% and under your real credit cost; never apply it to a debit or prepaid card, however the customer runs it; do not offer it in ${bannedStatesText}; hold it to 2% in Colorado; and disclose it at the entrance, at checkout and as its own line on the receipt.`,
      "For the cash discount route, the one rule that matters most is the last row: the price you post is the card price, and cash is discounted from it.",
    ],
  },
  faqs: [
    {
      question: "Is zero fee processing legal?",
      answer:
        "Yes, when it is a real cash discount or a credit-only surcharge that follows the card-brand and state rules. It is not legal, under the card rules, to add a fee to debit cards or to charge more than your card cost, and programs that do so risk fines and a closed merchant account.",
    },
    {
      question: "Why can’t I surcharge a debit card when the customer chooses credit?",
      answer:
        "Because it is still a debit card. The card brands’ rules prohibit surcharging debit and prepaid cards whether the customer enters a PIN, signs, or presses “credit” on the terminal. A properly set-up terminal recognizes the card type and leaves debit alone.",
    },
    {
      question: "Which states do not allow surcharging?",
      answer: `${bannedStatesText} do not allow surcharging, and Colorado caps a surcharge at 2%. Other states add disclosure requirements of their own, so we check your state, and the states your online customers are in, before you launch.`,
    },
    {
      question: "Who has to be notified before I start surcharging?",
      answer: `The card brands and your processor, in writing, at least ${surchargeNoticeDays} days before the first surcharged sale. We prepare and file the notices with you and tell you the date you can start.`,
    },
    {
      question: "Does the surcharge have to be shown on the receipt?",
      answer:
        "Yes, as its own line with the amount, in addition to the signs at the entrance and at checkout. Online, it must be shown at checkout before the customer pays.",
    },
    {
      question: "Is the Zero Fee program connected to “rates as low as 1.75%”?",
      answer: [
        "Only underneath: both run on the same interchange plus pricing. The 1.75% is the effective rate of one in-person merchant profile, explained on our ",
        { href: "/interchange-plus", label: "interchange plus page" },
        "; on a zero fee program, customers paying by card cover that cost.",
      ],
    },
  ],
  related: {
    heading: "More on pricing",
    paths: ["/cash-discount", "/interchange-plus", "/level-2-3", "/ach", "/versus"],
  },
};
