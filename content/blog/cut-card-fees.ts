import type { BlogArticle } from "./types";

export const cutCardFees: BlogArticle = {
  id: "cut-card-processing-fees",
  headline: "How to cut your card processing fees without losing a customer",
  description:
    "Find your effective rate, learn which part of the fee can move, and make the changes that lower it, in the order we would try them.",
  datePublished: "2026-09-08",
  dateModified: "2026-11-02",
  lede: "For many small businesses, card processing is one of the larger bills that nobody reads. The statement arrives, the total is debited, and the month moves on. This guide shows where the money goes and the changes that lower it, roughly in the order we would try them with a merchant who walks into our office with a statement in hand.",
  sections: [
    {
      heading: "Find your effective rate first",
      paragraphs: [
        "Add up every fee on one month's statement, including the monthly, batch, PCI and gateway charges, and divide the total by that month's card sales. The result is your effective rate. A shop with $40,000 in card sales and $1,360 in total fees pays 3.4%. Write the number down: every change below is measured against it, and it is the only figure that lets you compare one processor's offer with another's.",
        "Pick a month that looks normal for your business. A December full of gift purchases or a quiet February changes the mix of cards and ticket sizes, and the rate moves with it.",
      ],
    },
    {
      heading: "Know which part of the fee can move",
      paragraphs: [
        "Every card payment carries three layers of cost. Interchange goes to the bank that issued the card and is set by the card brands in published tables; it runs from well under 1% on regulated debit cards to more than 2% on many rewards and business credit cards. Assessments are smaller fees the card brands keep for running their networks. Everything else is your processor's markup.",
        "No small business can negotiate interchange or assessments. Savings therefore come from three places only: a smaller or clearer markup, the way you accept cards, or who pays the cost of the card.",
      ],
    },
    {
      heading: "Get off tiered pricing",
      paragraphs: [
        "Tiered or bundled pricing sorts each payment into qualified, mid-qualified and non-qualified buckets, and the processor decides which card lands where. The low qualified rate is the one quoted in the sales pitch; rewards cards, keyed payments and business cards fall into the costly tiers, which statements often label as downgrades or surcharges. If you see those words, ask for interchange plus pricing instead. You then pay the real interchange and assessments for each card, plus one disclosed markup that stays the same whichever card the customer hands you.",
      ],
    },
    {
      heading: "Take cards the cheaper way",
      paragraphs: [
        "How a card is accepted decides its interchange category. A chip insert or a tap costs less than a number typed into the terminal, because the issuing bank carries less fraud risk. A few habits keep your payments in the cheaper categories:",
      ],
      points: [
        "Dip or tap whenever the customer is present; key a number only when there is no other way.",
        "When you must key a card, enter the billing ZIP code and the security code so the payment carries address verification.",
        "Close your batch every day: payments settled days after they were approved can be downgraded.",
        "On business-to-business sales, send level 2 or level 3 data, such as the tax amount and line items, with commercial cards.",
        "Move recurring bills and large invoices to ACH, which costs a small flat amount instead of a percentage.",
      ],
    },
    {
      heading: "Remove the fees that buy you nothing",
      paragraphs: [
        "Read the bottom half of the statement for charges that have nothing to do with payments: annual or membership fees, a monthly minimum that bills the shortfall in a slow month, a PCI non-compliance fee that keeps coming because nobody finished the yearly questionnaire, paper statement fees, and terminal leases that cost more every year than buying the terminal outright. Most of these can be removed, waived or avoided. Before you sign with anyone, ask for the complete list of fees that can ever appear on your statement.",
      ],
    },
    {
      heading: "Compare offers on the same statement",
      paragraphs: [
        "When you ask for quotes, hand every processor the same recent statement and ask each to show in writing what that exact month would have cost: interchange passed through, markup, monthly fees and equipment. A quote that ignores your real card mix is a guess. If your margins are thin, also ask about a compliant cash discount, which shifts most of the card cost to the customers who choose to pay by card; the next article explains how to do that within the rules.",
        "We make that comparison for free. Send us one statement and you get a side-by-side page showing your current cost, our price for the same month, and every fee either of us would charge.",
      ],
    },
  ],
  related: [
    { label: "How interchange plus pricing works", href: "/interchange-plus" },
    { label: "Level 2 and 3 data for business cards", href: "/level-2-3" },
    { label: "ACH and eCheck payments", href: "/ach" },
    { label: "Compare processors side by side", href: "/versus" },
  ],
};
