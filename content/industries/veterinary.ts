import type { IndustryContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const veterinaryContent: IndustryContent = {
  copy: {
    eyebrow: "Veterinary clinics and animal hospitals",
    intro: [
      "A veterinary invoice can be a $60 nail trim or a $4,000 emergency surgery on a Saturday night, and the person paying it may be anxious, grieving or both. Clinics across Wisconsin, from mixed-animal practices serving dairy farms to small-animal hospitals in Waukesha County, take deposits before surgery, collect boarding and grooming fees, run monthly wellness plans and answer questions about pet insurance, usually with the same two people at the front desk.",
      "We set veterinary clinics up to take payment wherever it happens: at the front desk, in the exam room, by text link for a client who dropped a pet off before work, or automatically each month for a wellness plan. Cards are stored as tokens with the client's consent, so boarding stays and long treatments can be settled without collecting the card again. Deposits land the next business day, and every payment carries the client and patient reference your practice software uses.",
      "Pricing is set for your mix of cards, not a generic rate card. Many pet owners pay by debit card, which can never be surcharged, so we show you what interchange plus and a compliant cash discount would cost on your own statement before recommending either.",
    ],
    cta: {
      heading: "Give your front desk one less thing to chase",
      body: "Send a recent processing statement and a short note on how you handle deposits and wellness plans. A specialist will reply within one business day with a written proposal.",
      primary: statementReviewLink,
      secondary: { label: "Get a clinic quote", href: "/apply" },
    },
  },
  highlights: [
    "Exam-room and front-desk terminals with chip, tap and wallets",
    "Deposits for surgery and boarding, applied to the final invoice",
    "Monthly wellness plans billed automatically",
    "Text-to-pay for clients who are not in the building",
  ],
  calculatorPreset: "veterinary",
  problems: {
    heading: "Payment problems vet clinics know well",
    lead: "Animal care is unpredictable, and so is the bill. These are the payment problems we hear about most from practice managers.",
    items: [
      {
        title: "Big, unplanned invoices",
        body: "Emergencies do not wait for payday. When a client faces a large estimate with no warning, the conversation about money happens at the worst possible moment, and the clinic needs a clear, quick way to take a deposit.",
      },
      {
        title: "Pets dropped off, owners gone",
        body: "Surgery patients, boarders and grooming clients are often dropped off in the morning and collected in the evening. Calling owners for a card number and writing it down is slow and leaves card data on sticky notes.",
      },
      {
        title: "Wellness plans that depend on memory",
        body: "A monthly wellness plan keeps patients coming in, but only if the payments keep arriving. Manual monthly charges get missed, and expired cards surface only when someone notices the plan is behind.",
      },
      {
        title: "Disputes after a hard day",
        body: "Chargebacks in veterinary medicine often follow an outcome the owner did not want, sometimes weeks later. Without a signed estimate and a clear receipt, the clinic has little to show the card issuer.",
      },
    ],
  },
  features: {
    heading: "Tools that fit a veterinary practice",
    lead: "Configured for the way your clinic runs: appointments, walk-ins, emergencies and the months between visits.",
    items: [
      {
        icon: "terminal",
        title: "Exam-room payments",
        body: "A portable terminal lets the client pay in the exam room while the technician prepares take-home medication, which keeps the front desk line short. It reads chip cards, contactless cards, Apple Pay and Google Wallet.",
      },
      {
        icon: "card-on-file",
        title: "Deposits and cards on file",
        body: "Take a deposit when a patient is admitted and keep the card as a token, with the owner's consent, to settle the final invoice at discharge. No card number is written down or read over the phone again.",
      },
      {
        icon: "recurring",
        title: "Wellness plan billing",
        body: "Monthly plans charge automatically on the day you set. An account updater service refreshes many replaced or expired cards automatically, and a failed-payment report flags the rest.",
      },
      {
        icon: "text-to-pay",
        title: "Text-to-pay at pickup",
        body: "Text the invoice with a payment link when the patient is ready to go home. The owner pays from work, and pickup takes a minute instead of ten.",
      },
      {
        icon: "ach",
        title: "ACH for farm and kennel accounts",
        body: "Large-animal clients and breeders with monthly statements can pay by bank transfer, which costs far less than a card on a large balance.",
        link: { href: "/ach", label: "About ACH and e-check" },
      },
      {
        icon: "funding",
        title: "Next-day deposits",
        body: "Card payments reach your bank the next business day, with same-day funding where your account qualifies, and deposit reports list each client reference.",
      },
    ],
  },
  compliance: {
    heading: "Compliance notes for veterinary payments",
    lead: "Card-brand rules treat a clinic like any other merchant, but a few of them matter more when bills are large and emotions run high.",
    items: [
      {
        title: "No surcharges on debit or prepaid cards",
        body: "A surcharge may only be added to credit cards: never to debit or prepaid cards, including the occasional HSA card used for a service animal's care. Visa caps credit surcharges at 3%, Colorado caps them at 2%, Connecticut, Maine and Massachusetts ban them, and a surcharge needs notice at the entrance, at checkout and on the receipt plus 30 days' notice to the card brands and your processor.",
        link: { href: "/zero-fee", label: "Surcharge and zero-fee rules explained" },
      },
      {
        title: "HSA and FSA cards rarely pay for pets",
        body: "Pet care is not a qualified medical expense for health accounts. The IRS exception is a service animal, such as a guide dog, whose care counts as a medical expense of its owner; those clients should keep an itemized receipt for their plan.",
      },
      {
        title: "Signed estimates protect both sides",
        body: "A signed estimate, a deposit receipt and a final invoice that matches them are your best answer to a dispute. Disclose your refund and deposit policy on the estimate before the client pays, because card issuers look for that.",
      },
    ],
  },
  faq: {
    heading: "Veterinary payment questions",
    items: [
      {
        question: "Should we take a deposit as an authorization or a sale?",
        answer:
          "For a procedure the same day or within a few days, an authorization hold works and is adjusted at discharge. Holds expire, though, so for surgery booked weeks ahead take the deposit as a sale and apply it to the final invoice.",
      },
      {
        question: "Can owners pay with pet insurance?",
        answer:
          "Most pet insurers reimburse the owner after the visit, so the client pays your invoice in full and submits a claim. A few insurers can pay clinics directly; either way, an itemized invoice and quick access to the medical record help the owner's claim go through faster.",
      },
      {
        question: "How do we keep wellness plan payments from lapsing?",
        answer:
          "Charge plans automatically on a fixed day, turn on the account updater that refreshes many replaced cards, and work the failed-payment report each week. Offering ACH as a payment method for plans also reduces declines from expired cards.",
      },
      {
        question: "Can clients pay by text when they pick up their pet?",
        answer:
          "Yes. Send the invoice with a secure link; the payment posts to your reports with the client number, and the receipt goes to the owner's phone or email.",
      },
      {
        question: "Is a cash discount program a good fit for a vet clinic?",
        answer:
          "For some clinics it is. A compliant cash discount posts the card price and gives cash payers a discount, so it works with debit cards. Clinics that compete on price for routine care sometimes prefer interchange plus; we model both on your statement.",
      },
    ],
  },
  related: ["/healthcare", "/cash-discount", "/interchange-plus", "/ach", "/contact"],
};
