import type { IndustryContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const ecommerceSolutionsContent: IndustryContent = {
  copy: {
    eyebrow: "E-commerce and online payments",
    intro: [
      "Selling online moves the hard parts of payments out of sight. There is no card to dip, so fraud and chargebacks rise; shoppers abandon a checkout that feels slow or unfamiliar; subscriptions fail when cards expire; and the fees on card-not-present sales are higher than at a counter. A Wisconsin cheese shop shipping gift boxes, a software firm billing monthly and a contractor taking deposits online all face versions of the same problems.",
      "Our payment gateway connects to your web store, invoices and billing system and takes cards, Apple Pay, Google Pay and ACH bank payments. Hosted payment fields keep card numbers off your servers, which keeps your PCI work as small as it can be. Cards are stored as tokens for one-click repeat purchases and recurring billing, fraud filters check address and security code on every order, and deposits reach your bank the next business day.",
      "We set all of this up with you rather than handing over API keys and a help article. A specialist looks at your platform, your average order and your refund and dispute history, recommends a pricing model, and shows the monthly cost in writing before you move a single transaction.",
    ],
    cta: {
      heading: "Get a gateway that works with your store",
      body: "Tell us which platform or billing system you use and send a recent statement. We will confirm the integration and show what your online sales would cost, within one business day.",
      primary: statementReviewLink,
      secondary: { label: "Start your application", href: "/apply" },
    },
  },
  highlights: [
    "Payment gateway with hosted, PCI-friendly checkout fields",
    "Recurring billing and tokenized card-on-file",
    "ACH and e-check alongside cards and wallets",
    "Fraud filters, 3-D Secure and chargeback help",
  ],
  calculatorPreset: "ecommerce",
  problems: {
    heading: "The hard parts of getting paid online",
    lead: "Card-not-present payments cost more and fail in more ways than in-person ones. These are the problems online sellers bring us.",
    items: [
      {
        title: "Fraud and chargebacks",
        body: "Stolen card numbers are tested on small web stores first. Each fraudulent order costs the goods, the shipping and a chargeback fee, and too many disputes put the merchant account itself at risk.",
      },
      {
        title: "Checkouts that lose the sale",
        body: "A redirect to an unfamiliar page, a form that rejects a valid card, or no mobile wallet option, and the shopper leaves. Every extra step at checkout costs conversions.",
      },
      {
        title: "Subscriptions that decline",
        body: "Recurring revenue leaks when cards expire or are reissued after a breach. Without automatic card updates and retries, loyal customers churn without meaning to.",
      },
      {
        title: "Platform fees stacked on processing",
        body: "Some hosted store platforms add their own fee when you use an outside gateway, and bundled processors often charge a single high rate on every card. Few merchants see the total until they add it up.",
      },
    ],
  },
  features: {
    heading: "Gateway, billing and fraud tools",
    lead: "Everything an online business needs to take payments, connected to the systems you already run.",
    items: [
      {
        icon: "gateway",
        title: "Payment gateway and hosted fields",
        body: "Connect common shopping carts with a plugin or your own site with an API. Hosted payment fields put the card form on your page while the card number goes straight to the gateway, never through your server.",
      },
      {
        icon: "recurring",
        title: "Recurring billing",
        body: "Create plans with trial periods, set-up fees and any billing cycle. Failed payments retry on a schedule you choose, and an account updater refreshes many expired or replaced cards automatically.",
      },
      {
        icon: "card-on-file",
        title: "Tokenized card-on-file",
        body: "Returning customers check out with one click. The stored token only works through your account, so a leaked database holds nothing a fraudster can use.",
      },
      {
        icon: "ach",
        title: "ACH and e-check",
        body: "Offer bank payments at checkout and on invoices. They cost a small fixed fee rather than a percentage, which suits large orders and subscriptions.",
        link: { href: "/ach", label: "How ACH processing works" },
      },
      {
        icon: "security",
        title: "Fraud filters and 3-D Secure",
        body: "Address verification, card security code checks, velocity limits and country rules stop most card testing. 3-D Secure authentication can shift liability for fraud disputes to the card issuer on the orders that use it.",
      },
      {
        icon: "invoice",
        title: "Invoices and payment links",
        body: "Email or text an invoice with a payment link for custom orders, deposits and quotes, without building anything into your website.",
      },
    ],
  },
  compliance: {
    heading: "Online payment rules to get right",
    lead: "Card-not-present sales come with their own card-brand and security rules. This is how we set your checkout up to meet them.",
    items: [
      {
        title: "PCI DSS for web stores",
        body: "Every merchant that takes cards must comply with the PCI Data Security Standard. When card numbers are entered in hosted fields or a hosted page and never touch your servers, most online stores qualify for the shortest self-assessment questionnaire. Keeping the scripts on your payment page under control is part of staying eligible.",
      },
      {
        title: "Subscriptions and stored cards",
        body: "Card-brand rules require clear terms at sign-up, the customer's consent to store the card and to future charges, a confirmation of the agreement, and an easy way to cancel. Free trials that convert to paid plans need a reminder before the first charge, and the billing descriptor should name your business the way customers know it.",
      },
      {
        title: "Surcharges online",
        body: "A surcharge on web orders follows the same rules as in a store: credit cards only, never debit or prepaid, no more than 3% under Visa's rules and 2% in Colorado, not allowed in Connecticut, Maine or Massachusetts. It must be disclosed at the online equivalent of the entrance (your home and product pages), at checkout and on the receipt, with 30 days' notice to the card brands and your processor.",
        link: { href: "/zero-fee", label: "Surcharge and zero-fee rules" },
      },
    ],
  },
  faq: {
    heading: "E-commerce payment questions",
    items: [
      {
        question: "Will your gateway work with my shopping cart?",
        answer:
          "It connects to many common carts with a plugin and to any custom site through its API. Some hosted platforms only allow their own payments or charge an extra fee for outside gateways; we check yours and show that cost before you decide.",
      },
      {
        question: "How do you keep fraud down without blocking real customers?",
        answer:
          "We start with address and security code checks plus velocity limits that stop card testing, then tune the rules against your real orders. 3-D Secure can be added for high-risk orders so genuine shoppers rarely see an extra step.",
      },
      {
        question: "Can I bill customers automatically every month?",
        answer:
          "Yes. Set up a plan, store the customer's card or bank account with their consent, and the gateway charges it on schedule, emails receipts and retries failures. Prices and dates can be changed per customer.",
      },
      {
        question: "What happens when a customer disputes an online order?",
        answer:
          "You get notice with the reason and a deadline. Tracking numbers, delivery confirmation, the customer's IP address and the terms they accepted are the evidence that wins most disputes; we help you assemble them.",
      },
      {
        question: "Are online card fees higher than in-store fees?",
        answer:
          "Usually, because card-not-present transactions carry more fraud risk and higher interchange. Interchange plus pricing shows exactly what the card brands charge on each sale, and ACH gives customers a cheaper way to pay large orders.",
      },
    ],
  },
  related: ["/retail-processing", "/b2b-processing", "/ach", "/interchange-plus", "/versus"],
};
