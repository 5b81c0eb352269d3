import type { IndustryContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const b2bProcessingContent: IndustryContent = {
  copy: {
    eyebrow: "Business-to-business payments",
    intro: [
      "Manufacturers, distributors, wholesalers, contractors and professional firms get paid differently from shops. Customers buy on net-30 terms, pay against invoices and purchase orders, and increasingly want to use a corporate or purchasing card so their own cash stays in the bank a little longer. Commercial cards carry higher interchange than consumer cards, so a business that accepts them without the right setup can give away a noticeable slice of every large invoice.",
      "We help Wisconsin businesses take B2B payments at the lowest cost each customer's method allows. Invoices go out with a secure payment link, repeat customers keep a card or bank account on file, and ACH is offered beside cards so large payments can move for a small fixed fee. For commercial cards, our gateway can send the Level 2 and Level 3 data that card brands reward with lower interchange: tax, customer codes and line items from the invoice.",
      "The rules for that data changed in 2025 and continue to change in 2026, mainly on Visa. We explain what still qualifies, what no longer does and whether the effort pays for your mix of customers, and we put the expected cost of each option in writing before you switch anything.",
    ],
    cta: {
      heading: "Find out what your commercial card volume should cost",
      body: "Send a statement and a sample invoice. We will show which of your transactions can qualify for lower commercial rates and what ACH would save on your largest customers.",
      primary: statementReviewLink,
      secondary: { label: "Get a B2B quote", href: "/apply" },
    },
  },
  highlights: [
    "Invoice payment links and a virtual terminal",
    "Level 2 and Level 3 data sent from the invoice",
    "ACH and e-check for large or recurring payments",
    "Card and bank accounts on file for repeat customers",
  ],
  calculatorPreset: "b2b",
  problems: {
    heading: "Why B2B card acceptance costs more than it should",
    lead: "Business customers pay with business cards, and business cards are priced differently. These are the problems we see on B2B statements.",
    items: [
      {
        title: "Commercial cards at the highest rates",
        body: "Corporate, purchasing and business cards carry higher interchange than consumer cards. Without enhanced data attached, many of these transactions fall into the most expensive categories the card brands publish.",
      },
      {
        title: "Checks that take weeks",
        body: "Mailed checks mean waiting, depositing, chasing the ones that never arrive and matching payments to invoices by hand. Your receivables team spends its week on work a payment link could do.",
      },
      {
        title: "Processors that 'optimize' with fake data",
        body: "Some processors have padded transactions with placeholder tax and item data to win lower rates. Visa now checks that data and downgrades transactions that fail, so those shortcuts can turn into higher costs overnight.",
      },
      {
        title: "One price for every payment method",
        body: "A $20,000 invoice paid by card and the same invoice paid by ACH cost you very different amounts. If customers are never offered the cheaper method, the expensive one becomes the default.",
      },
    ],
  },
  features: {
    heading: "Built for invoices, purchase orders and repeat buyers",
    lead: "Each method is set up so the payment and its data match the invoice your accounting system already produced.",
    items: [
      {
        icon: "invoice",
        title: "Invoice payment links",
        body: "Every invoice carries a secure link. The customer pays by card or bank transfer, the payment references the invoice number, and your team sees it the same day rather than waiting on the mail.",
      },
      {
        icon: "gateway",
        title: "Virtual terminal and gateway",
        body: "Take card and ACH payments from a browser for phone and mail orders, or connect your web store or billing system to our gateway so payments and their data flow without re-keying.",
        link: { href: "/ecommerce-solutions", label: "More on our payment gateway" },
      },
      {
        icon: "reporting",
        title: "Level 2 and Level 3 data",
        body: "Sales tax, customer code, PO number and invoice line items (product code, description, quantity, unit of measure and price) are sent with each commercial card sale, taken from the real invoice rather than placeholders.",
        link: { href: "/level-2-3", label: "How Level 2 and 3 pricing works" },
      },
      {
        icon: "ach",
        title: "ACH and e-check",
        body: "Bank payments cost a small fixed amount rather than a percentage, which makes them the natural choice for large invoices. Customers authorize the debit online and you see its status beside your card payments.",
        link: { href: "/ach", label: "ACH processing in detail" },
      },
      {
        icon: "card-on-file",
        title: "Payment methods on file",
        body: "Store a customer's card or bank account as a token, with their authorization, and charge each invoice on its due date or on a schedule for standing orders and service contracts.",
      },
      {
        icon: "funding",
        title: "Predictable funding",
        body: "Card payments are deposited the next business day, with same-day funding where your account qualifies. ACH payments settle on the banking schedule, with status updates in your reports.",
      },
    ],
  },
  compliance: {
    heading: "Commercial card rules in 2025 and 2026",
    lead: "Here is what changed, stated as conservatively as we can. Card-brand programs change, so we confirm the current rules for your account before quoting savings.",
    items: [
      {
        title: "What Level 2 and Level 3 data are",
        body: "Level 2 data adds the sales tax amount and a customer code or PO number to a commercial card transaction. Level 3 adds the invoice's line items: product code, description, quantity, unit of measure, unit price and extended amount, with freight, duty and discounts where they apply. The card brands have long offered lower interchange for transactions that carry this data.",
      },
      {
        title: "Visa's Commercial Enhanced Data Program",
        body: "Visa launched its Commercial Enhanced Data Program in April 2025, with a program fee of 0.05% on commercial card transactions that carry enhanced data. From October 2025 its Level 3 rates require line-item data that passes Visa's quality checks, and transactions whose data fails are priced at the higher rates. Visa also announced that its separate Level 2 rates end in 2026, with commercial fuel an exception, so tax and PO data alone will no longer lower the rate on most Visa commercial cards. Mastercard's Level 2 and 3 programs are not part of this change.",
      },
      {
        title: "Surcharging business customers",
        body: "Many B2B sellers surcharge credit cards. The consumer rules apply to business customers too: credit only, never debit or prepaid cards, up to Visa's 3% cap, no more than 2% in Colorado, not in Connecticut, Maine or Massachusetts, disclosed at the point of entry (your store entrance or the first page of your website), at checkout, on the invoice and on the receipt, with 30 days' notice to the card brands and your processor first.",
        link: { href: "/zero-fee", label: "Surcharge rules, in full" },
      },
      {
        title: "ACH authorizations",
        body: "Debiting a customer's bank account needs their authorization under Nacha's operating rules. For business accounts that is usually a written agreement or an online authorization the customer accepts; our payment pages record it with the payment.",
      },
    ],
  },
  faq: {
    heading: "B2B payment questions",
    items: [
      {
        question: "Is Level 3 processing still worth it after Visa's changes?",
        answer:
          "For businesses with meaningful commercial card volume and clean invoice data, usually yes, because Visa's lowest commercial rates now depend on Level 3. If most of your Visa business-card volume is small or your invoices lack item detail, the savings may not cover the work, and we will say so.",
      },
      {
        question: "Does Level 2 data still lower my rates?",
        answer:
          "On Visa, Level 2 rates are being retired in 2026, apart from commercial fuel. Mastercard still rewards Level 2 data on its commercial cards. Sending tax and a customer code remains good practice either way, because Level 3 includes them.",
      },
      {
        question: "Can we pass card fees on to business customers?",
        answer:
          "You can surcharge credit cards within the card-brand rules and state law: at most 3% under Visa's cap, 2% in Colorado, never on debit or prepaid cards and not in Connecticut, Maine or Massachusetts, with the disclosures and 30 days' notice described above. Many B2B sellers instead offer ACH free of charge and let customers choose.",
      },
      {
        question: "What does ACH cost compared with a card?",
        answer:
          "An ACH payment costs a small fixed fee regardless of size, while a card costs a percentage. On a $10,000 invoice the difference can be a few hundred dollars, which is why we set up both and show customers the options.",
      },
      {
        question: "Will this work with our accounting or ERP system?",
        answer:
          "Payment links and the virtual terminal work with any system, because they carry your invoice numbers. Direct connections depend on the system; tell us what you run and we will tell you what connects today and what needs a developer.",
      },
    ],
  },
  related: ["/level-2-3", "/ach", "/interchange-plus", "/ecommerce-solutions", "/auto-repair"],
};
