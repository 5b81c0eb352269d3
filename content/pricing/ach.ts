import { ourPricing, ourPricingText } from "@/content/merchant-terms";
import { providers, ratesText, sourceNote } from "@/content/comparisons/providers";
import { priceCappedPercent } from "@/lib/pricing/ach";
import { formatPerItem, formatUsd } from "@/lib/pricing/money";
import { bannedStatesText, surchargeNoticeDays } from "./card-rules";
import { exampleMerchant } from "./example-merchant";
import { pricingFigures } from "./figures";
import type { PricingPageContent } from "./types";

const ach = pricingFigures.ach;
const stripe = providers.stripe;
const stripeAch = stripe.ach
  ? priceCappedPercent({ count: ach.payments, averageAmount: ach.averageAmount }, stripe.ach)
  : 0;
const perPayment = formatPerItem(ourPricing.ach.perPayment);
const perReturn = formatUsd(ourPricing.ach.perReturn);

export const achPage: PricingPageContent = {
  copy: {
    eyebrow: "Pricing model",
    intro: [
      `ACH moves money straight from one bank account to another over the network that also carries payroll and direct deposit, under rules written by Nacha. For a business that bills its customers, such as a contractor, property manager, school, clinic with payment plans or distributor, it is the cheapest way to be paid a large invoice. We charge ${perPayment} per payment whether the invoice is $50 or $50,000, with no percentage at all. An electronic check is an ACH payment too: the customer’s routing and account numbers become an ACH debit instead of paper in the mail.`,
      "The trade-off is time and certainty. A card payment is approved in seconds; an ACH debit settles over one or two banking days and can still come back afterwards. Most returns arrive within two banking days, but a consumer who says they never authorized a debit has 60 days to return it.",
      `This page sets out our pricing, what the Nacha rules ask of you, how returns and timing work, and what moving the invoice payments of ${exampleMerchant.name} (${exampleMerchant.disclaimer}, priced the same way on every pricing page here) from business cards to ACH would save.`,
    ],
    cta: {
      heading: "Start taking bank payments on your invoices",
      body: "ACH is added to the same account and gateway as your cards. Tell us how you bill and we will set up authorizations, recurring schedules and return alerts to match.",
      primary: { label: "Start your application", href: "/apply" },
      secondary: { label: "Ask about ACH", href: "/contact" },
    },
  },
  glance: {
    title: "ACH pricing",
    items: [
      { label: "Per payment", value: formatPerItem(ourPricing.ach.perPayment) },
      { label: "Per return", value: perReturn },
      { label: `${exampleMerchant.name}’s invoices on cards`, value: formatUsd(ach.onCards) },
      { label: "The same invoices by ACH", value: formatUsd(ach.onAch) },
    ],
  },
  sections: [
    {
      id: "pricing",
      heading: "How we price ACH",
      paragraphs: [
        `ACH is priced per payment, not per dollar: ${ourPricingText.achPayment} and ${ourPricingText.achReturn}. It runs through the same gateway as your online card payments, so one gateway fee of ${ourPricingText.gatewayFee} covers both. There is no monthly minimum and no charge to set up a recurring schedule.`,
        "A per-payment price is what makes ACH worth offering on large invoices. A 2.9% card fee on a $5,000 invoice is $145; the same invoice by ACH costs the same as a $50 one.",
      ],
    },
    {
      id: "worked-example",
      heading: `${exampleMerchant.name}’s invoices by ACH instead of cards`,
      intro: [
        `${exampleMerchant.name}’s contractors pay ${ach.payments} invoices a month online, ${formatUsd(ach.volume, { whole: true })} in all, about ${formatUsd(ach.averageAmount, { whole: true })} each. Today they pay with business cards on interchange plus. Suppose they pay by ACH instead, and one payment a month comes back and is re-presented.`,
      ],
      table: {
        caption: `${exampleMerchant.name}: ${ach.payments} invoice payments a month, three ways`,
        columns: ["Payment method", "A month", "A year"],
        rows: [
          {
            label: "Business cards on interchange plus",
            cells: [formatUsd(ach.onCards), formatUsd(ach.onCards * 12)],
          },
          {
            label: `Our ACH (${ach.payments} × ${perPayment}, ${ach.returns} return at ${perReturn})`,
            emphasis: true,
            cells: [formatUsd(ach.onAch), formatUsd(ach.onAch * 12)],
          },
          {
            label: `Stripe ACH Direct Debit (${ratesText(stripe).ach})`,
            cells: [formatUsd(stripeAch), formatUsd(stripeAch * 12)],
          },
        ],
        note: sourceNote([stripe], "ACH Direct Debit rate published"),
      },
      after: [
        [
          `Moving those invoices to ACH saves ${formatUsd(ach.onCards - ach.onAch)} a month. Cards still earn their place: a contractor who wants the float on a company card will keep paying by card, and for those payments `,
          { href: "/level-2-3", label: "Level 3 data" },
          " is the way to cut the cost.",
        ],
      ],
    },
    {
      id: "nacha",
      heading: "Nacha basics you agree to",
      paragraphs: [
        "When you take ACH payments you become what the Nacha Operating Rules call an Originator. Our agreement and your bank’s rely on you following them; these are the parts that shape your day-to-day work.",
      ],
      points: [
        {
          title: "Get authorization first, and keep it",
          body: "A consumer must authorize a debit on a signed form, an authenticated online form, or, for phone payments, a recorded call or a written confirmation. A business customer authorizes through your agreement with it. Keep each authorization for two years after it ends or is revoked.",
        },
        {
          title: "Use the right entry type",
          body: "PPD for consumer debits authorized on paper, CCD for business-to-business payments, WEB for consumer debits authorized online and TEL for those authorized by phone. The type decides the return deadlines and the checks you must run.",
        },
        {
          title: "Check new accounts online",
          body: "For WEB debits, Nacha requires a commercially reasonable fraud-detection system, including validating a bank account the first time you debit it. Our gateway does that validation before the first payment.",
        },
        {
          title: "Monitor for fraud, every year",
          body: "Since June 2026 every business that originates ACH payments must have risk-based processes to spot payments that are unauthorized or made under false pretenses, and review them at least once a year. We give you the return and alert reports that process needs.",
        },
        {
          title: "Stay under the return thresholds",
          body: "Nacha watches three return rates: unauthorized returns above 0.5%, administrative returns (closed or invalid accounts) above 3%, and all returns above 15% trigger a review. Clean authorizations and account validation keep you well below them.",
        },
        {
          title: "Tell customers about changing amounts",
          body: "Under the federal Regulation E, a consumer on a recurring debit whose amount varies must be told the amount at least ten days before the debit, unless they have agreed to a range.",
        },
      ],
    },
    {
      id: "returns",
      heading: "Returns and timing",
      intro: [
        "Most ACH debits settle one or two banking days after they are sent; Same Day ACH, for payments up to $1 million each, settles the same day when it is sent before the cut-off. We deposit a payment once it settles. A return after that is taken back from your account, with the return fee, and reported to you with its reason code.",
      ],
      table: {
        caption: "The ACH returns merchants see most, and how long the bank has to send them",
        columns: ["Return code", "Reason", "Deadline"],
        rows: [
          { label: "R01", cells: ["Insufficient funds", "2 banking days"] },
          { label: "R02", cells: ["Account closed", "2 banking days"] },
          { label: "R03", cells: ["No account, or the account cannot be found", "2 banking days"] },
          {
            label: "R10 and R11",
            cells: [
              "A consumer says the debit was not authorized, or not as authorized",
              "60 calendar days",
            ],
          },
          {
            label: "R29",
            cells: ["A business says the debit was not authorized", "2 banking days"],
          },
        ],
        note: "An R01 payment may be presented again up to twice within 180 days; an unauthorized return may not.",
      },
    },
  ],
  fit: {
    heading: "Who ACH suits, and who it does not",
    fits: {
      title: "A good fit if you",
      items: [
        "Send invoices of a few hundred dollars and up to businesses or households.",
        "Bill the same customers every month: rent, tuition, memberships, service plans and payment plans.",
        [
          "Raise money from regular donors, where every percent matters (see ",
          { href: "/501c3", label: "nonprofit processing" },
          ").",
        ],
      ],
    },
    fitsNot: {
      title: "Probably not for you if you",
      items: [
        "Sell at a counter, where customers expect to tap a card and leave with the goods.",
        "Ship or hand over goods to new customers before the payment settles; a returned debit can arrive after the goods have gone.",
        "Sell to customers outside the United States; ACH reaches US bank accounts.",
      ],
    },
  },
  rules: {
    heading: "Surcharges, discounts and ACH",
    paragraphs: [
      "ACH is not a card payment, so the card brands’ surcharge rules do not govern it. Offering a lower price for ACH than for cards works like a cash discount: the invoice shows the card price, and paying by bank transfer earns the discount.",
      `If you would rather add a surcharge to card payments on your invoices, the card rules apply to those payments in full: no more than Visa’s 3% and your real cost; never on debit or prepaid cards, which includes the business debit cards many contractors carry; not in ${bannedStatesText}; no more than 2% in Colorado; ${surchargeNoticeDays} days’ notice to the card brands and your processor; and disclosure on the invoice, the payment page and the receipt.`,
    ],
  },
  faqs: [
    {
      question: "How long until the money reaches my bank account?",
      answer:
        "Standard ACH debits settle one or two banking days after they are sent, and we deposit them once they settle. Same Day ACH is faster when the payment is sent before the day’s cut-off. Keep in mind that a return can still arrive after the deposit.",
    },
    {
      question: "What happens when a payment is returned?",
      answer: `The amount is taken back from your account with the ${perReturn} return fee, and you get the reason code. For insufficient funds you may present the payment again, up to twice; for an unauthorized return you need to contact the customer and get a new authorization.`,
    },
    {
      question: "Can I set up recurring payments?",
      answer:
        "Yes. The customer signs one authorization that states the amount or how it is worked out, the schedule and how to cancel, and the gateway runs the schedule. If the amount varies, the customer must be told each amount at least ten days ahead unless they agreed to a range.",
    },
    {
      question: "Is an electronic check the same as ACH?",
      answer:
        "Yes. An electronic check takes the routing and account numbers a customer would write on a paper check and sends them as an ACH debit, under the same rules and at the same price per payment.",
    },
    {
      question: "Is there a limit on the size of an ACH payment?",
      answer:
        "The network itself sets no limit on standard ACH, and Same Day ACH allows up to $1 million per payment. We set limits per account when we approve it, based on your invoices, and raise them as your history builds.",
    },
  ],
  related: {
    heading: "Related pricing",
    paths: ["/level-2-3", "/interchange-plus", "/cash-discount", "/b2b-processing", "/versus"],
  },
};
