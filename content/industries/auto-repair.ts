import type { IndustryContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const autoRepairContent: IndustryContent = {
  copy: {
    eyebrow: "Auto repair shops and dealers",
    intro: [
      "A brake job, a transmission, a set of winter tires before the first lake-effect snow: auto repair tickets are large, and a single card sale of $1,500 carries a processing fee that can wipe out the margin on the parts. Shops also deal with customers who approve work by phone and pick up after hours, fleet accounts that pay on fuel and fleet cards, and commercial customers who expect an invoice rather than a card terminal.",
      "We set Wisconsin repair shops, tire centers, body shops and used-car dealers up so the payment matches how the job ran. Customers tap or insert a card at the counter, approve a revised estimate and pay by text link when the car is ready, or keep a card on file for the fleet. Fleet cards prompt for the vehicle and driver details their issuers ask for, and commercial cards can carry the extra transaction data that still lowers some business-card rates.",
      "Many shops want to stop paying card fees on large tickets altogether. We set up cash discount programs that follow the card-brand rules to the letter, with the posted price as the card price and a discount for cash, and we compare that with interchange plus on your own statement so you choose with the real numbers in front of you.",
    ],
    cta: {
      heading: "Stop giving away your parts margin in card fees",
      body: "Send your last processing statement. We will show what your large tickets cost today, under a cash discount and under interchange plus, in writing within one business day.",
      primary: statementReviewLink,
      secondary: { label: "Get a shop quote", href: "/apply" },
    },
  },
  highlights: [
    "Counter terminals with chip, tap, Apple Pay and Google Wallet",
    "Text-to-pay for approved estimates and after-hours pickup",
    "Fleet card prompts and card-on-file for fleet accounts",
    "Cash discount done to card-brand rules, signage included",
  ],
  calculatorPreset: "auto-repair",
  problems: {
    heading: "Where repair shops lose money on payments",
    lead: "Large tickets, absent customers and commercial accounts make auto repair payments harder than they look from the counter.",
    items: [
      {
        title: "Card fees scale with the ticket",
        body: "A percentage fee on a $1,800 repair is a real number, and most of that ticket is parts with a thin markup. Shops on tiered pricing often pay the highest rate on exactly those big sales.",
      },
      {
        title: "Approvals by phone, payment at 7 p.m.",
        body: "The customer approves the extra work on a call from the service writer and picks up after you close. Reading a card number over the phone is slow, risky and gives you the weakest position if the charge is disputed.",
      },
      {
        title: "Fleet and commercial accounts",
        body: "Delivery vans, contractors' trucks and municipal vehicles pay with fleet cards, purchasing cards or on net terms. Each expects different data on the transaction, and missing it means declines or higher rates.",
      },
      {
        title: "Disputes over the work",
        body: "When a customer says the repair did not fix the problem, the chargeback lands weeks later. A card typed in by hand with no signed repair order behind it is hard to defend.",
      },
    ],
  },
  features: {
    heading: "What we set up for auto repair",
    lead: "Payments that follow the job from estimate to pickup, with the records you need if a customer disputes it.",
    items: [
      {
        icon: "terminal",
        title: "Counter terminals",
        body: "Chip, tap and mobile wallet payments at the service counter, with receipts printed or sent by text. Dipping or tapping the card in person is the strongest protection you have against a fraud dispute.",
      },
      {
        icon: "text-to-pay",
        title: "Text-to-pay for approved work",
        body: "Send the revised estimate with a payment link. The customer approves and pays from their phone, and the approval and payment are stored together with a time stamp.",
      },
      {
        icon: "fleet",
        title: "Fleet cards with the right prompts",
        body: "Fleet cards such as WEX and Voyager run on their own networks and must be enabled on your account. Once they are, the terminal asks for the odometer reading, driver ID or vehicle number the card requires.",
      },
      {
        icon: "card-on-file",
        title: "Card on file for regular accounts",
        body: "Keep a fleet manager's or landlord's card on file as a token with their written consent, and charge each repair order without calling for the number again.",
      },
      {
        icon: "invoice",
        title: "Commercial card data",
        body: "Business and purchasing cards can carry sales tax, a customer code and line items with each sale. Sent correctly, that data can qualify some transactions for lower interchange.",
        link: { href: "/level-2-3", label: "Level 2 and 3 data explained" },
      },
      {
        icon: "funding",
        title: "Next-day deposits",
        body: "Settle the batch at close and the money is in your account the next business day, with same-day funding where your account qualifies, which helps when parts suppliers bill weekly.",
      },
    ],
  },
  compliance: {
    heading: "Rules that apply at the service counter",
    lead: "Wisconsin's repair rule and the card-brand rules both shape how a shop should take payment. This is general information, not legal advice.",
    items: [
      {
        title: "Wisconsin's motor vehicle repair rule",
        body: "Under ATCP 132, a shop may not demand payment for repairs the customer did not authorize, and work beyond the original repair order needs the customer's go-ahead, by phone or other means, with a new estimate. A text that carries the revised estimate and the customer's approval keeps that record next to the payment.",
      },
      {
        title: "Cash discount and surcharge rules",
        body: "A compliant cash discount posts the card price and gives cash payers a discount, and it may cover debit cards. A surcharge is different: credit cards only, never debit or prepaid, at most 3% under Visa's rules and 2% in Colorado, not allowed in Connecticut, Maine or Massachusetts, disclosed at the entrance, at checkout and on the receipt, and announced to the card brands and your processor 30 days ahead.",
        link: { href: "/cash-discount", label: "Read the cash discount rules" },
      },
      {
        title: "Visa's commercial card changes",
        body: "Visa has reworked its commercial card rates. Since October 2025 its lowest rates on business and purchasing cards need line-item (Level 3) data that passes Visa's quality checks, and Visa announced that its separate Level 2 rates end in 2026, with fleet fuel an exception. Sales tax and a PO number alone will no longer cut the rate on most Visa business cards, so we tell you honestly whether Level 3 data is worth it for your shop.",
      },
    ],
  },
  faq: {
    heading: "Auto repair payment questions",
    items: [
      {
        question: "Can we run a cash discount program at our shop?",
        answer:
          "Yes, if it is set up correctly. Your posted prices and estimates are the card price, cash payers receive a discount shown on the receipt, and signs at the door and counter explain it. Wisconsin is not one of the states that ban surcharging, but a cash discount avoids the surcharge limits altogether.",
      },
      {
        question: "Which fleet cards can you enable?",
        answer:
          "Visa and Mastercard fleet cards run like other business cards. Networks with their own acceptance terms, such as WEX and Voyager, are added to your account once they approve it. Tell us which fleets you serve and we will confirm each one before you sign.",
      },
      {
        question: "Is it safe to take a card over the phone for an after-hours pickup?",
        answer:
          "It works, but it is the riskiest way to take payment. A text-to-pay link is safer: the customer enters the card on a secure page, and you have their approval of the amount in writing.",
      },
      {
        question: "How do we fight a chargeback on a repair?",
        answer:
          "Send the signed repair order, any additional authorization, the invoice and proof the card was dipped, tapped or paid by the customer's link. We help you assemble the response and submit it before the deadline.",
      },
      {
        question: "Do commercial customers still save with Level 2 data?",
        answer:
          "On Visa, much less than before: Visa's Level 2 rates are being retired, and the lower rates now need validated Level 3 line items. Mastercard's Level 2 and 3 programs were not part of Visa's change. We check your commercial card volume before recommending the work.",
      },
    ],
  },
  related: ["/b2b-processing", "/level-2-3", "/cash-discount", "/zero-fee", "/testimonials"],
};
