import type { IndustryContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const nonprofitContent: IndustryContent = {
  copy: {
    eyebrow: "501(c)(3) nonprofits",
    intro: [
      "Every dollar a donor gives is meant for the mission, so every cent lost to processing fees is felt. Wisconsin nonprofits, from food pantries and animal shelters to church festivals, youth sports clubs and land trusts, raise money in several ways at once: a donate button on the website, monthly givers, a spring gala, a booth at the county fair. Each channel tends to arrive with its own vendor, its own fees and its own report for the treasurer to reconcile.",
      "We bring those channels into one merchant account. Online donations run through a secure page on your own website, recurring gifts charge themselves each month, and event payments are taken on tap-to-pay terminals or phones at the door and the auction table. Donors can pay by card or by bank transfer, and each gift produces a receipt with the details your acknowledgment letters need.",
      "We also work on the cost. Visa and Mastercard publish lower interchange rates for charitable organizations, and with interchange plus pricing that saving reaches you in full rather than being absorbed into a flat rate. We show the numbers on your own statement before you change anything, and our standard agreement carries no cancellation fee.",
    ],
    cta: {
      heading: "Put more of every gift to work",
      body: "Send a recent statement from your donation platform or processor. We will show the cost of your online, recurring and event giving under charity interchange plus, within one business day.",
      primary: statementReviewLink,
      secondary: { label: "Get a nonprofit quote", href: "/apply" },
    },
  },
  highlights: [
    "Donation page on your own site, with card and ACH",
    "Monthly and annual recurring gifts",
    "Tap-to-pay at events, auctions and festivals",
    "Charity interchange rates passed through in full",
  ],
  calculatorPreset: "nonprofit",
  problems: {
    heading: "What makes donation processing expensive",
    lead: "Most nonprofits pay more for payments than they need to, and spend volunteer hours reconciling the result.",
    items: [
      {
        title: "Platform fees on top of processing",
        body: "Many giving platforms charge a percentage for the software on top of card processing, or nudge donors to add a 'tip' to the platform. Together those can take a noticeable share of each gift.",
      },
      {
        title: "Too many tools, no single picture",
        body: "The website donation form, the event ticketing site, the auction app and the terminal at the festival each have their own payouts and reports. The treasurer rebuilds the month by hand.",
      },
      {
        title: "Recurring donors who quietly lapse",
        body: "A monthly gift is the most valuable kind, until the donor's card expires and nobody notices for three months. Small organizations rarely have time to chase failed payments.",
      },
      {
        title: "Receipts that fall short",
        body: "A card receipt is not a donation acknowledgment. Gifts of $250 or more and payments that buy a dinner or an auction item have specific IRS receipt requirements that generic payment emails do not meet.",
      },
    ],
  },
  features: {
    heading: "Donation tools for Wisconsin nonprofits",
    lead: "One account for online, recurring and in-person giving, with reports your treasurer and board can read.",
    items: [
      {
        icon: "online",
        title: "A donation page on your website",
        body: "A secure giving form in your own branding, with suggested amounts, designations for specific funds and an option to give in honor or memory of someone. Donors never leave your site for a third-party platform.",
        link: { href: "/ecommerce-solutions", label: "About our online payments" },
      },
      {
        icon: "recurring",
        title: "Recurring gifts",
        body: "Donors choose monthly, quarterly or annual giving. Each gift charges automatically with an emailed receipt, and an account updater refreshes many replaced cards so gifts do not lapse.",
      },
      {
        icon: "tap",
        title: "Event and auction payments",
        body: "Tap-to-pay terminals and phones take cards and mobile wallets at the door, the bar and the auction checkout, and models with cellular data keep working when the hall's Wi-Fi gives out.",
      },
      {
        icon: "ach",
        title: "Bank transfer giving",
        body: "Gifts by ACH cost a small fixed amount rather than a percentage, which matters for large and recurring donations. Donors authorize the debit on your giving page.",
        link: { href: "/ach", label: "How ACH giving works" },
      },
      {
        icon: "receipt",
        title: "Receipts with the right details",
        body: "Every payment produces a receipt with the organization's name, the date and amount, and a field for goods or services received, ready to feed your acknowledgment letters and year-end statements.",
      },
      {
        icon: "reporting",
        title: "Reports by fund and campaign",
        body: "Tag each gift with its campaign or fund, then export one report for the month across online, recurring and event giving, matched to the deposits in your bank account.",
      },
    ],
  },
  compliance: {
    heading: "Donation receipts and fundraising rules",
    lead: "These are federal, Wisconsin and card-brand rules that affect how a charity takes and acknowledges gifts. Your accountant or counsel should confirm how they apply to you.",
    items: [
      {
        title: "Acknowledge gifts of $250 or more",
        body: "A donor can deduct a single gift of $250 or more only with a written acknowledgment from your organization stating the amount and whether the donor received goods or services in return, with a good-faith estimate of their value. Separate monthly gifts are not added together for this test, but a year-end summary is a courtesy donors appreciate.",
      },
      {
        title: "Disclose the value of dinners and auction items",
        body: "When a donor pays more than $75 and receives something in return, such as a gala dinner, you must give a written statement that only the amount above the fair market value of what they received is deductible, with a good-faith estimate of that value.",
      },
      {
        title: "Wisconsin charitable registration",
        body: "A Wisconsin-based charity generally registers with the Department of Financial Institutions before soliciting once it has paid staff or receives $25,000 or more in contributions in a fiscal year; charities based elsewhere register to solicit here at all. Raffle and bingo income does not count as contributions.",
      },
      {
        title: "Covering fees: optional gifts, not surcharges",
        body: "An optional box that lets donors add a little to cover processing costs is an extra gift the donor chooses. Adding a mandatory card fee would be a surcharge: credit cards only, never debit or prepaid, at most 3% under Visa's rules and 2% in Colorado, banned in Connecticut, Maine and Massachusetts, disclosed at the entrance, checkout and on the receipt, with 30 days' notice to the card brands and your processor.",
        link: { href: "/zero-fee", label: "The surcharge rules explained" },
      },
    ],
  },
  faq: {
    heading: "Nonprofit payment questions",
    items: [
      {
        question: "Do nonprofits get lower card processing rates?",
        answer:
          "They can. Visa and Mastercard publish lower interchange rates for charitable organizations, and a 501(c)(3) set up under the charitable category code can qualify. With interchange plus pricing the lower rate reaches you in full; with a flat rate it usually does not.",
      },
      {
        question: "Can donors cover the processing fee?",
        answer:
          "Yes, as an option they choose. A checkbox on the giving page adds the estimated cost to the gift, and many donors tick it. It must stay optional; a mandatory fee is a surcharge under card-brand rules.",
      },
      {
        question: "What must a donation receipt include?",
        answer:
          "For a single gift of $250 or more: your organization's name, the amount, the date, and whether the donor received goods or services in return, with an estimate of their value if so. We set your receipt template up with those fields, and your acknowledgment letter can repeat them.",
      },
      {
        question: "How do we take payments at a fundraising event?",
        answer:
          "Bring portable tap-to-pay terminals to the door, the bar and the auction checkout. Each payment is tagged to the event, and the day's totals appear in the same report as online giving.",
      },
      {
        question: "Can we keep using our donor management software?",
        answer:
          "Yes. Our giving page and reports export gifts with the donor's name, email, amount, fund and date, which most donor databases import. Tell us which system you use and we will check whether a direct connection exists.",
      },
    ],
  },
  related: ["/ach", "/interchange-plus", "/ecommerce-solutions", "/zero-fee", "/contact"],
};
