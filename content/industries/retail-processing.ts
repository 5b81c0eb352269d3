import type { IndustryContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const retailProcessingContent: IndustryContent = {
  copy: {
    eyebrow: "Retail stores",
    intro: [
      "Retail payments are judged in seconds. A customer with three items and a phone in hand expects to tap and leave; a line of six on a December Saturday expects the register to keep up. Behind the counter, a Wisconsin boutique, hardware store, gift shop, farm store or bike shop also has to track inventory, handle returns, sell gift cards and keep card fees from eating the margin on every sale.",
      "We set retailers up with point-of-sale systems and countertop terminals that read chip cards, contactless cards, Apple Pay and Google Wallet, with barcode scanning, inventory counts and sales tax calculated for your location. Gift and loyalty cards bring customers back, an online store can share the same inventory, and deposits arrive the next business day, or the same day where your account qualifies, so the money from a busy weekend is there when suppliers send their invoices.",
      "Pricing is explained before anything is installed. Some stores are best served by interchange plus with one disclosed markup; others choose a compliant cash discount that posts the card price and discounts cash. We model both on your statement, and our standard agreement has no cancellation fee.",
    ],
    cta: {
      heading: "Make checkout the fastest part of the visit",
      body: "Send a recent statement and tell us what you sell. We will recommend a POS and a pricing model, with the monthly cost in writing, within one business day.",
      primary: statementReviewLink,
      secondary: { label: "Get a retail quote", href: "/apply" },
    },
  },
  highlights: [
    "EMV chip, contactless, Apple Pay and Google Wallet",
    "Inventory, barcode scanning and Wisconsin sales tax",
    "Gift cards and loyalty that bring customers back",
    "Same-day funding where your account qualifies",
  ],
  calculatorPreset: "retail",
  problems: {
    heading: "What slows retail checkout and costs you margin",
    lead: "Small frictions at the register add up across thousands of transactions a month.",
    items: [
      {
        title: "Slow or outdated terminals",
        body: "A terminal that cannot take tap or mobile wallets, or that takes ten seconds to connect, turns a short line into a long one. Customers notice, and some put the item back.",
      },
      {
        title: "Inventory that never matches the shelf",
        body: "When the register and the stock count live in different places, you reorder what you already have and run out of what sells. Seasonal stores feel it most before the holidays and the summer rush.",
      },
      {
        title: "Returns and fraud",
        body: "Refunds issued in cash for card purchases, cards keyed by hand and 'customer not present' exceptions are where retail losses and chargebacks come from.",
      },
      {
        title: "Fees nobody explained",
        body: "Tiered pricing, PCI non-compliance fees, equipment leases that outlast the equipment and annual fees that appear in one month's statement are common on the statements we review.",
      },
    ],
  },
  features: {
    heading: "Retail payments and POS, set up for your store",
    lead: "From a single countertop terminal to a multi-register POS with an online store, configured before you open the doors with it.",
    items: [
      {
        icon: "tap",
        title: "Tap, dip and mobile wallets",
        body: "EMV chip and NFC contactless, including Apple Pay and Google Wallet, on every terminal. Tapping is the fastest way to pay and, like chip, protects you from counterfeit-card fraud liability.",
      },
      {
        icon: "inventory",
        title: "Inventory and barcode scanning",
        body: "Scan items at checkout and watch counts update. Low-stock reports, variants for size and color, and purchase orders keep the shelves matched to what sells.",
      },
      {
        icon: "gift",
        title: "Gift and loyalty cards",
        body: "Sell branded gift cards at the counter and online, and run a points or punch-card program the register tracks by phone number. Both redeem on the same terminals as cards.",
      },
      {
        icon: "online",
        title: "An online store that shares your stock",
        body: "Sell online or offer buy online, pick up in store, with the same products and inventory as the register, and payments through our gateway.",
        link: { href: "/ecommerce-solutions", label: "E-commerce payments" },
      },
      {
        icon: "funding",
        title: "Same-day and next-day funding",
        body: "Deposits arrive the next business day as standard, and the same day where your account qualifies, with daily reports that tie card sales to bank deposits.",
      },
      {
        icon: "support",
        title: "Local setup and support",
        body: "We configure the POS, load your products and train your staff, then answer the phone from Pewaukee when something needs fixing. You talk to the people who set you up.",
        link: { href: "/ateam-computers", label: "Our IT partner for POS installs" },
      },
    ],
  },
  compliance: {
    heading: "Retail rules: pricing, refunds and card security",
    lead: "Rules every Wisconsin retailer should know before changing prices or equipment.",
    items: [
      {
        title: "Cash discount or surcharge, done correctly",
        body: "A compliant cash discount posts the card price on the shelf and gives cash payers a discount, and it may apply to debit cards. A surcharge adds a fee to credit cards only: never debit or prepaid, at most 3% under Visa's cap, 2% in Colorado, banned in Connecticut, Maine and Massachusetts, disclosed at the entrance, at checkout and on the receipt, with 30 days' notice to the card brands and your processor first.",
        link: { href: "/cash-discount", label: "Cash discount rules in detail" },
      },
      {
        title: "Chip cards and fraud liability",
        body: "Since the October 2015 EMV liability shift in the United States, a merchant who swipes a chip card instead of reading the chip generally carries the loss if the card turns out to be counterfeit. Every terminal we install reads chip and contactless.",
      },
      {
        title: "Refunds go back to the card",
        body: "Card-brand rules expect a refund to go back to the card that paid, not out of the cash drawer. Your posted return policy, printed on the receipt, is what a card issuer reads when a customer disputes a sale.",
      },
      {
        title: "Sales tax on every receipt",
        body: "The POS calculates Wisconsin's 5% state tax plus the county tax where one applies, premier resort area tax in the communities that levy it, and the City of Milwaukee's 2% tax that began in 2024. If you sell online into other states, talk with your accountant about where you owe tax.",
      },
    ],
  },
  faq: {
    heading: "Retail payment questions",
    items: [
      {
        question: "Do I need a full POS or just a card terminal?",
        answer:
          "If you ring up a few items a day and track stock elsewhere, a countertop terminal is enough. Once you want barcode scanning, inventory counts, gift cards or an online store, a POS pays for itself in time saved. We will recommend the smaller option when it fits.",
      },
      {
        question: "Can customers pay with Apple Pay and Google Wallet?",
        answer:
          "Yes. Every terminal we supply accepts contactless cards, Apple Pay and Google Wallet, along with chip cards. There is no extra setup for you and no extra fee for wallet payments.",
      },
      {
        question: "How fast will I get my money?",
        answer:
          "Next business day as standard, and same day where your account qualifies. A Saturday's sales typically reach your bank on the next banking day, and your reports show which batch funded which deposit.",
      },
      {
        question: "Can I keep my existing POS?",
        answer:
          "Often, yes. Many retail systems work with more than one processor; we check yours first. If it only works with its own processing, we show you the cost of staying and of switching, side by side.",
      },
      {
        question: "What does PCI compliance mean for a small store?",
        answer:
          "Every business that takes cards must follow the PCI Data Security Standard, which for most small stores means an annual self-assessment questionnaire and a few good habits. Encrypted chip terminals keep card data off your systems and shorten that questionnaire, and we walk you through it.",
      },
    ],
  },
  related: ["/ipos", "/self-serve-kiosks", "/cash-discount", "/interchange-plus", "/services"],
};
