import type { IndustryContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const healthcareContent: IndustryContent = {
  copy: {
    eyebrow: "Clinics and medical practices",
    intro: [
      "High-deductible plans have moved a larger share of every visit onto the patient, and that share usually arrives weeks later, after the insurer has adjudicated the claim. For a family practice, a physical therapy clinic, a chiropractor or an optometrist, that means paper statements, reminder calls and balances that age into collections while the front desk juggles check-ins, copays and phone calls.",
      "We help Wisconsin practices collect more at the time of service and the rest without chasing it. Patients tap or insert a card at the front desk or in the exam room, HSA and FSA cards are accepted alongside regular debit and credit cards, and a card kept on file with the patient's written consent settles the balance once the explanation of benefits comes back. Payment plans run on a schedule, text and email links let patients pay from their phones, and deposits land the next business day.",
      "Healthcare also has rules a restaurant or retailer never meets: HSA, FSA and debit cards can never be surcharged, payer contracts may limit what you add to a patient's bill, and the payment record is not a place for clinical detail. We explain each one before you choose a pricing model.",
    ],
    cta: {
      heading: "Collect patient balances without the paperwork",
      body: "Send a recent statement and tell us how your front desk collects today. A specialist will recommend a pricing model that works with HSA and FSA cards and show the cost at your volume.",
      primary: statementReviewLink,
      secondary: { label: "Get a practice quote", href: "/apply" },
    },
  },
  highlights: [
    "HSA and FSA cards accepted with chip, tap and mobile wallets",
    "Card-on-file with patient consent for post-insurance balances",
    "Payment plans, text-to-pay and online bill pay",
    "No surcharges on HSA, FSA or debit cards, ever",
  ],
  calculatorPreset: "healthcare",
  problems: {
    heading: "Why patient balances are hard to collect",
    lead: "The clinical side of a visit is planned to the minute. The financial side usually is not.",
    items: [
      {
        title: "The bill arrives after the patient leaves",
        body: "Until the claim is adjudicated, nobody knows what the patient owes. By the time the statement is mailed, the visit is a memory, and each reminder call or second statement costs staff time and postage.",
      },
      {
        title: "HSA and FSA cards that decline",
        body: "Patients expect to use the health account cards their employers gave them. When an account is set up under the wrong merchant category, or the terminal is slow to read them, the front desk ends up explaining a decline the practice caused.",
      },
      {
        title: "Large balances, small budgets",
        body: "A deductible can mean a patient owes a four-figure amount for one procedure. Without an easy way to spread it over several months, many balances are paid late, paid partly or written off.",
      },
      {
        title: "A front desk doing three jobs",
        body: "The person taking a card is also checking in the next patient and answering the phone. Keying card numbers by hand, running separate terminals and reconciling them against the practice software invites mistakes.",
      },
    ],
  },
  features: {
    heading: "Payment tools for medical practices",
    lead: "Each tool is set up for how your practice bills: at check-in, at checkout or after the insurer pays.",
    items: [
      {
        icon: "terminal",
        title: "Front-desk and exam-room terminals",
        body: "Countertop and portable terminals take chip, tap, Apple Pay and Google Wallet, including HSA and FSA cards. Copays are collected in seconds and the patient leaves with a receipt that shows the date of service.",
      },
      {
        icon: "card-on-file",
        title: "Card on file for the balance after insurance",
        body: "With the patient's signed consent, the card is stored as a token, never as a number on a form, and charged for the remaining responsibility once the explanation of benefits arrives. You can set a maximum amount and send a notice before each charge.",
      },
      {
        icon: "recurring",
        title: "Payment plans that run themselves",
        body: "Split a large balance into monthly payments on the dates the patient chooses. The system charges the card or bank account automatically, emails a receipt each time and alerts your office if a payment fails.",
      },
      {
        icon: "text-to-pay",
        title: "Text-to-pay and online bill pay",
        body: "Send a secure link by text or email, or add a pay-your-bill page to your website. Patients pay from their phones in a minute, and the payment appears in your reports with the account number you assigned.",
        link: { href: "/ecommerce-solutions", label: "About our payment gateway" },
      },
      {
        icon: "ach",
        title: "ACH and e-check for larger balances",
        body: "Bank payments cost far less than cards on a large balance, which makes them a good option for payment plans. Patients authorize the debit online and you see its status in the same reports as card payments.",
        link: { href: "/ach", label: "How ACH processing works" },
      },
      {
        icon: "funding",
        title: "Deposits you can match",
        body: "Card payments are deposited the next business day, with same-day funding where your account qualifies. Daily reports list each payment with its reference, so posting to the practice software takes minutes.",
      },
    ],
  },
  compliance: {
    heading: "Rules that apply to healthcare payments",
    lead: "Healthcare adds its own rules to the card brands' rules. This is how we apply them; your compliance adviser has the last word on your contracts.",
    items: [
      {
        title: "No surcharges on HSA, FSA or debit cards",
        body: "HSA and FSA cards are debit or prepaid cards, and card-brand rules never allow a surcharge on debit or prepaid cards, even when the patient chooses credit on the terminal. Where surcharging is allowed at all, it applies to credit cards only, up to Visa's 3% cap, not in Connecticut, Maine or Massachusetts, no more than 2% in Colorado, with notice at the entrance, at checkout and on the receipt, and after 30 days' notice to the card brands and your processor. Because so many patient payments are made with these cards, most practices are better served by interchange plus pricing.",
        link: { href: "/interchange-plus", label: "See interchange plus pricing" },
      },
      {
        title: "HSA and FSA cards need the right category code",
        body: "Health account cards approve at merchants registered as medical providers without the item-by-item checks that pharmacies and retailers must run. We set your account up under the category code that matches your practice. Give patients an itemized receipt with the date of service, because plan administrators often ask for one.",
      },
      {
        title: "Keep clinical details out of payment records",
        body: "Processing a card payment does not by itself make a processor your HIPAA business associate, but the payment record is still the wrong place for health information. Use account numbers and dates of service in invoice descriptions, text messages and card-on-file notes, never diagnoses or procedure names.",
      },
      {
        title: "Check payer contracts before changing what patients pay",
        body: "If you bill Medicare, Medicaid or contracted insurers, review those agreements before adding any fee or discount to patient balances. We will explain how each pricing model works; we will not tell you a program is allowed under a contract we have not read.",
      },
    ],
  },
  faq: {
    heading: "Healthcare payment questions",
    items: [
      {
        question: "Can patients pay with HSA and FSA cards?",
        answer:
          "Yes. They run like any other debit card, by chip, tap or mobile wallet. Your account is set up under a medical category code so the cards approve, and the receipt shows the date of service and amount, which is what plan administrators usually ask patients to provide.",
      },
      {
        question: "Can we charge a card on file after insurance pays?",
        answer:
          "Yes, with the patient's written consent. The consent form states that the card will be charged for the patient's remaining responsibility, any maximum amount, and how the patient will be notified. The card-brand rules for stored cards require that consent and a record of it, and we provide a template your office can adapt.",
      },
      {
        question: "Can our practice add a surcharge to cover card fees?",
        answer:
          "Only on credit cards, and never on HSA, FSA, debit or prepaid cards. The surcharge is capped at 3% by Visa and 2% in Colorado, is banned in Connecticut, Maine and Massachusetts, needs 30 days' notice to the card brands and your processor, and must be disclosed at the entrance, at checkout and on the receipt. Check your payer contracts too.",
      },
      {
        question: "Do we need a business associate agreement with our processor?",
        answer:
          "Generally not for payment processing alone: federal guidance treats processing a payment as outside the business associate definition. A vendor that also prints your statements, runs a patient portal or stores records is a different relationship, and your compliance adviser should review it.",
      },
      {
        question: "Will this work alongside our practice management software?",
        answer:
          "Our terminals run standalone beside any software, and every payment carries the patient account number you enter, so posting is quick. Some practice systems can connect to a payment terminal directly; tell us which one you use and we will tell you honestly what works with it today.",
      },
    ],
  },
  related: ["/dental", "/veterinary", "/interchange-plus", "/ach", "/cash-discount"],
};
