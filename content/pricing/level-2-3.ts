import { formatPercent, formatUsd, rateCost } from "@/lib/pricing/money";
import { bannedStatesText, surchargeNoticeDays } from "./card-rules";
import { commercialDataRates, exampleMerchant } from "./example-merchant";
import { pricingFigures } from "./figures";
import type { PricingPageContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

const { level1, level2, level3 } = pricingFigures.enhancedData;
const invoices = pricingFigures.ach;
const rateOf = (cost: number) => formatPercent((cost / invoices.volume) * 100);
const savingPer100k = Math.round(((level1 - level3) / invoices.volume) * 10_000_000);
const visaFee = `${commercialDataRates.visaProgramFee.percent}%`;

export const levelTwoThreePage: PricingPageContent = {
  copy: {
    eyebrow: "Pricing model",
    intro: [
      "When another business pays you with a company card, whether a corporate, purchasing or business credit card, the interchange on that payment is among the highest there is: close to 3% when the card is keyed or paid online. The card brands lower it when you send the data a company’s accounts-payable team needs. Level 2 data adds the sales tax and a customer code or purchase-order number; Level 3 adds the invoice’s line items. For a distributor, contractor supplier or manufacturer, that data is the difference between paying close to 3% and paying around 2% on the same invoice.",
      `The rules changed in 2025 and 2026. Visa replaced its Level 3 program with the Commercial Enhanced Data Program (CEDP), which checks that the data is real rather than placeholder values; added a ${visaFee} fee on payments sent with enhanced data from April 2025; and ended its Level 2 rates in 2026. Mastercard still rewards Level 2 data.`,
      `Below: what each level asks you to send, what it saves on the invoice payments of ${exampleMerchant.name} (${exampleMerchant.disclaimer}, the merchant every pricing page here prices), and the rules if you surcharge commercial cards as well.`,
    ],
    cta: {
      heading: "Find out what your commercial cards could cost",
      body: "Send a statement that shows your business-card payments. We will tell you which of them qualify for Level 3 rates and what your invoicing needs to send.",
      primary: statementReviewLink,
      secondary: { label: "Start your application", href: "/apply" },
    },
  },
  glance: {
    title: `${exampleMerchant.name}’s ${invoices.payments} invoice payments`,
    items: [
      { label: "Level 1 wholesale", value: formatUsd(level1) },
      { label: "Level 3 wholesale", value: formatUsd(level3) },
      { label: "Saving a month", value: formatUsd(level1 - level3) },
      { label: "Saving a year", value: formatUsd((level1 - level3) * 12) },
    ],
  },
  sections: [
    {
      id: "data-levels",
      heading: "What Level 2 and Level 3 mean in 2026",
      intro: [
        "“Level” describes how much invoice data travels with the payment. Every payment carries Level 1; the others are optional, and only commercial credit cards are rewarded for them.",
      ],
      table: {
        caption: "Commercial-card data levels and who rewards them",
        columns: ["Level", "What you send", "Lower interchange from"],
        rows: [
          {
            label: "Level 1",
            cells: [
              "Amount, date and merchant details: every card payment",
              "Nobody: the standard rate",
            ],
          },
          {
            label: "Level 2",
            cells: [
              "Sales tax amount, plus a customer code or purchase-order number",
              "Mastercard; Visa ended its Level 2 rates in 2026",
            ],
          },
          {
            label: "Level 3",
            cells: [
              "The invoice’s line items: description, product code, quantity, unit of measure, unit price, commodity code, plus freight, duty and discount",
              `Visa (through CEDP, with data checks and a ${visaFee} fee) and Mastercard`,
            ],
          },
        ],
      },
      after: [
        "Under CEDP, Visa reviews the data itself. A quantity of “1”, a description of “goods” and a tax of zero on a taxable sale used to qualify; they no longer do. The data has to match the real invoice, which in practice means it has to come from your invoicing or accounting system rather than being typed in by hand.",
      ],
    },
    {
      id: "worked-example",
      heading: `${exampleMerchant.name}’s invoice payments at each level`,
      intro: [
        `${exampleMerchant.name} bills contractors by email, and ${invoices.payments} of them pay online with business cards: ${formatUsd(invoices.volume, { whole: true })} a month, about ${formatUsd(invoices.averageAmount, { whole: true })} each. We treat every one as a card that qualifies for enhanced-data rates and apply Visa’s ${visaFee} fee to all of them at Level 3, which slightly overstates the cost.`,
      ],
      table: {
        caption: `Wholesale cost of ${exampleMerchant.name}’s ${invoices.payments} invoice payments a month`,
        columns: ["Data sent", "Wholesale cost", "Effective", "Saving a month", "Saving a year"],
        rows: [
          { label: "Level 1 only", cells: [formatUsd(level1), rateOf(level1), "", ""] },
          {
            label: "Level 2 (Mastercard)",
            cells: [
              formatUsd(level2),
              rateOf(level2),
              formatUsd(level1 - level2),
              formatUsd((level1 - level2) * 12),
            ],
          },
          {
            label: `Level 3 (including Visa’s ${visaFee} fee)`,
            emphasis: true,
            cells: [
              formatUsd(level3),
              rateOf(level3),
              formatUsd(level1 - level3),
              formatUsd((level1 - level3) * 12),
            ],
          },
        ],
        note: "Wholesale rates are our blended assumptions for purchasing and corporate cards; business cards issued to small firms gain less. Our markup is the same at every level, so it is left out.",
      },
      after: [
        `At this size the saving is modest, about ${formatUsd((level1 - level3) * 12, { whole: true })} a year. It grows with invoice volume: on the same terms, every ${formatUsd(10_000_000, { whole: true })} a month of qualifying commercial-card payments saves about ${formatUsd(savingPer100k, { whole: true })} a month. For a wholesaler taking ${formatUsd(50_000_000, { whole: true })} a month on company cards, that is about ${formatUsd(savingPer100k * 5, { whole: true })} a month.`,
        [
          "One condition: the saving reaches you only if you pay the wholesale cost, as on ",
          { href: "/interchange-plus", label: "interchange plus" },
          ". On a flat rate the provider keeps it, which is one reason ",
          { href: "/b2b-processing", label: "business-to-business sellers" },
          " rarely stay on flat rates for long.",
        ],
      ],
    },
  ],
  fit: {
    heading: "Who Level 2 and 3 processing suits, and who it does not",
    fits: {
      title: "Worth setting up if you",
      items: [
        "Sell to businesses, schools or government agencies that pay with purchasing and corporate cards.",
        "Take card payments on invoices of a few hundred dollars and up, keyed or online.",
        "Already keep line items in invoicing or accounting software that can pass them to the gateway.",
      ],
    },
    fitsNot: {
      title: "Not worth it if you",
      items: [
        "Sell mainly to consumers: consumer and debit cards gain nothing from enhanced data.",
        "Take only a handful of business-card payments a month; the setup outweighs a few dollars of savings.",
        [
          "Process on a flat rate and plan to stay there. Ask about ",
          { href: "/ach", label: "ACH for large invoices" },
          " instead.",
        ],
      ],
    },
  },
  rules: {
    heading: "Surcharging commercial cards",
    paragraphs: [
      `Commercial cards are credit cards, so they may carry a surcharge where surcharging is allowed. The cap is the lower of Visa’s 3% and what the cards actually cost you, and Level 3 lowers that cost, so it lowers the surcharge you may add. Watch for business debit cards: they look like company cards but are debit, and a debit card can never be surcharged. Surcharging is not allowed in ${bannedStatesText}, Colorado caps it at 2%, and it needs ${surchargeNoticeDays} days’ notice to the card brands and your processor. On an invoice, the disclosure belongs on the invoice and the payment page as well as on the receipt.`,
    ],
  },
  faqs: [
    {
      question: "Did Visa really end Level 2?",
      answer:
        "Yes. As part of its Commercial Enhanced Data Program, Visa announced the end of its Level 2 interchange rates for 2026. On Visa commercial cards, only validated Level 3 data now earns the reduced rates. Mastercard has kept its Level 2 and Level 3 programs.",
    },
    {
      question: `What is Visa’s ${visaFee} fee?`,
      answer: `Since April 2025 Visa has charged a ${visaFee} fee on commercial payments sent with enhanced data. On interchange plus it is passed through at cost. In the example above it comes to ${formatUsd(rateCost(commercialDataRates.visaProgramFee, invoices.volume, invoices.payments))} a month, far less than the saving.`,
    },
    {
      question: "Do I need new software?",
      answer:
        "You need a way for line items to reach the payment: invoicing through our gateway with the item fields filled in, an integration with your accounting or ERP system, or, for occasional large invoices, the line-item form in the virtual terminal. We check your first month of data with you.",
    },
    {
      question: "Does Level 3 help with in-person payments?",
      answer:
        "Enhanced data can be sent with card-present payments too, but the savings are largest on keyed, online and invoice payments, where the Level 1 rate for commercial cards is highest.",
    },
    {
      question: "Which cards qualify?",
      answer:
        "Visa and Mastercard commercial credit cards: corporate, purchasing, business and fleet cards. Consumer cards, debit cards and prepaid cards do not, whatever data you send.",
    },
  ],
  related: {
    heading: "Related pricing for business-to-business sellers",
    paths: ["/interchange-plus", "/ach", "/b2b-processing", "/zero-fee", "/cash-discount"],
  },
};
