import type { IndustryContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const dentalContent: IndustryContent = {
  copy: {
    eyebrow: "Dental practices",
    intro: [
      "Dental payments are rarely one simple transaction. A cleaning may cost the patient nothing, a crown can leave several hundred dollars after insurance, and an implant or orthodontic case runs for months. Your team has to estimate the patient's portion before treatment, collect it at the chair or the front desk, refund overpayments when the insurer pays more than expected, and keep monthly orthodontic payments running for two years.",
      "We give Wisconsin dental offices the tools to do that without keying card numbers into forms. Chairside terminals take chip, tap and mobile wallets, HSA and FSA cards approve like any debit card, and a card stored with the patient's consent covers the balance once the insurer's payment posts. Orthodontic contracts and in-house membership plans bill themselves on schedule, and treatment plans can be paid by text link from the patient's phone.",
      "The pricing conversation matters as much as the hardware. Many dental patients pay with HSA, FSA and debit cards, which can never be surcharged, so we usually recommend interchange plus pricing with one disclosed markup and show you the numbers from your own statement before you decide.",
    ],
    cta: {
      heading: "See what your practice pays per crown, not just per month",
      body: "Send a recent statement. A specialist will break out your effective rate, flag fees that don't belong, and show the cost of interchange plus at your patient mix within one business day.",
      primary: statementReviewLink,
      secondary: { label: "Get a dental quote", href: "/apply" },
    },
  },
  highlights: [
    "Chairside and front-desk terminals with chip, tap and wallets",
    "Automatic billing for orthodontic contracts and membership plans",
    "Consent-based card-on-file for balances after insurance",
    "Interchange plus pricing that suits HSA and FSA heavy mixes",
  ],
  calculatorPreset: "dental",
  problems: {
    heading: "What makes dental payments complicated",
    lead: "Between insurance estimates, long treatment plans and refunds, a dental office handles more payment exceptions than most businesses.",
    items: [
      {
        title: "Estimates that change after the claim",
        body: "Patients pay their estimated portion, then the insurer pays more or less than expected. The office either bills again or owes a refund, and both take staff time and patient goodwill.",
      },
      {
        title: "Orthodontic contracts that run for years",
        body: "A down payment and 24 monthly installments is a long time to rely on patients remembering to pay. Missed months mean reminder calls and awkward conversations at the next adjustment.",
      },
      {
        title: "Treatment accepted in the chair, paid never",
        body: "A patient agrees to a treatment plan, then hesitates at the front desk over the deposit. Without a simple way to pay now or over time, some plans are never scheduled.",
      },
      {
        title: "Card numbers on paper",
        body: "Offices that write card numbers on consent forms or keep them in a spreadsheet take on risk they do not need. A stolen folder or a compromised computer becomes a data breach the practice must report.",
      },
    ],
  },
  features: {
    heading: "Payment tools for dental offices",
    lead: "Set up around your schedule: the hygiene chair, the front desk and the months between visits.",
    items: [
      {
        icon: "terminal",
        title: "Chairside terminals",
        body: "A portable terminal lets the patient pay in the operatory while the assistant sets up for the next appointment. Chip, tap, Apple Pay and Google Wallet work on the same device, and the receipt can be emailed.",
      },
      {
        icon: "recurring",
        title: "Orthodontic and membership billing",
        body: "Set the down payment, the monthly amount and the number of months once. The system charges the card or bank account on schedule, and the patient gets a receipt each time.",
      },
      {
        icon: "card-on-file",
        title: "Tokenized card on file",
        body: "Cards are stored as tokens by our PCI DSS Level 1 processing partners, so your office never keeps a card number. Charge the balance after insurance with one click, within the limit the patient agreed to.",
      },
      {
        icon: "text-to-pay",
        title: "Pay-by-text for treatment plans",
        body: "Send the accepted treatment plan with a payment link. The patient pays the deposit from home, and the front desk sees it before calling to schedule.",
      },
      {
        icon: "receipt",
        title: "Refunds back to the original card",
        body: "When an insurer pays more than estimated, refund the difference to the card the patient used, from the terminal or the online portal, without a paper check.",
      },
      {
        icon: "funding",
        title: "Next-day funding",
        body: "Batches are deposited the next business day, with same-day funding where your account qualifies, and each deposit comes with a report you can match to your practice software.",
      },
    ],
  },
  compliance: {
    heading: "Dental payment rules worth knowing",
    lead: "What the card brands and your patients' health plans expect from a dental office, and how we set your account up to meet it.",
    items: [
      {
        title: "HSA, FSA and debit cards are never surcharged",
        body: "Health account cards are debit or prepaid cards, and no debit or prepaid card may carry a surcharge, even when run as credit. A credit-card surcharge is possible only within Visa's 3% cap, outside Connecticut, Maine and Massachusetts, at no more than 2% in Colorado, with signs at the entrance and checkout, a line on the receipt and 30 days' notice to the card brands and your processor. In a dental office that mix of cards makes surcharging hard to run correctly.",
        link: { href: "/interchange-plus", label: "Why interchange plus suits dental offices" },
      },
      {
        title: "Stored cards need the patient's consent",
        body: "Card-brand rules for stored credentials require the patient's agreement to keep the card on file and the terms of any future charges: the amount or how it is calculated, the schedule and how to cancel. Keep the signed form with the patient record and give the patient a copy.",
      },
      {
        title: "Refunds go back to the card that paid",
        body: "Card-brand rules expect a refund to go to the same card used for the payment rather than out in cash or by check. The patient's statement then shows the charge and its reversal together, which heads off disputes about money the patient has already received.",
      },
      {
        title: "Membership plans are agreements, not insurance",
        body: "An in-house membership plan for uninsured patients is a recurring charge for the services it lists. Have your adviser review the plan terms, show the price and renewal date clearly, and make cancelling as easy as joining.",
      },
    ],
  },
  faq: {
    heading: "Dental payment questions",
    items: [
      {
        question: "Can patients pay for dental work with an HSA or FSA card?",
        answer:
          "Yes. Most dental treatment is an eligible expense, and the cards run like debit cards on our terminals. Cosmetic work such as whitening usually is not eligible, so patients should check with their plan; an itemized receipt helps them substantiate the charge.",
      },
      {
        question: "How do automatic orthodontic payments work?",
        answer:
          "You enter the contract once: down payment, monthly amount, start date and number of payments. The patient authorizes a card or bank account, and each installment runs on its date with an emailed receipt. Failed payments appear on a report so your team can follow up the same day.",
      },
      {
        question: "Is it safe to keep patients' cards on file?",
        answer:
          "It is when the card is stored as a token by a PCI DSS Level 1 provider rather than written down. The token is useless outside your account, so your office holds no card numbers to lose.",
      },
      {
        question: "What should we do when insurance pays more than the estimate?",
        answer:
          "Refund the overpayment to the card the patient used, from the terminal or the online portal. The refund shows on the patient's statement within a few days, and your report ties it to the original payment.",
      },
      {
        question: "Should a dental office use a cash discount program?",
        answer:
          "It can, because a cash discount posts the card price and discounts cash, so it applies to debit and health account cards too. Patients compare fees with other offices, though, so we show you the cost under both a cash discount and interchange plus before you choose.",
      },
    ],
  },
  related: ["/healthcare", "/interchange-plus", "/cash-discount", "/ach", "/testimonials"],
};
