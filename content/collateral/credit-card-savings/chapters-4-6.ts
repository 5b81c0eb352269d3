import type { Chapter } from "./types";

export const chaptersFourToSix: Chapter[] = [
  {
    id: "surcharging-by-the-rules",
    title: "Surcharging by the rules",
    summary: "A surcharge can recover the cost of credit cards, within strict limits.",
    blocks: [
      {
        kind: "p",
        text: "A surcharge is a fee added to a sale because the customer chose to pay with a credit card. Done properly, it moves most of your credit-card cost to the customers who choose credit. Done carelessly, it invites complaints, card-brand fines and, in some states, legal trouble. These are the rules we apply to every surcharge program we set up.",
      },
      { kind: "h3", text: "The limits" },
      {
        kind: "list",
        items: [
          "Credit cards only. Visa caps a credit-card surcharge at 3% of the sale, and the surcharge may not exceed what it actually costs you to accept that card.",
          "Never on debit cards or prepaid cards, even when the customer chooses 'credit' on the terminal or signs instead of entering a PIN.",
          "Not allowed at all in Connecticut, Maine and Massachusetts.",
          "Capped at 2% in Colorado.",
        ],
      },
      { kind: "h3", text: "Disclosure in three places" },
      {
        kind: "p",
        text: "Customers must learn about the surcharge before they are committed to paying it. That means a notice at the entrance of your store (or on the first page of your website where a customer starts to buy), a notice at the point of sale, and the surcharge printed as its own line, in dollars, on the receipt. A surcharge folded quietly into the total breaks the rules even if the amount is correct.",
      },
      { kind: "h3", text: "Notice before you start" },
      {
        kind: "p",
        text: "Before the first surcharged sale, you must give the card brands and your processor 30 days' written notice of your intention to surcharge. Your processor can handle the registration with you; ask for confirmation in writing and keep it with your agreement.",
      },
      { kind: "h3", text: "Making the terminal do the work" },
      {
        kind: "p",
        text: "The hard part of surcharging in practice is telling credit from debit at the moment of sale. Modern terminals and gateways read the card's type from its number and add the surcharge only to credit cards. Configure it once, test it with a debit card and a credit card of your own, and check the first week's receipts. Staff should never decide by hand whether to surcharge.",
      },
      {
        kind: "callout",
        title: "Selling in more than one state?",
        text: "State rules follow the sale. If you ship orders, run an online store or have locations outside Wisconsin, ask us to check the rules for each state you sell into before you turn on a surcharge everywhere.",
      },
      {
        kind: "p",
        text: "Surcharging suits businesses whose customers pay mostly by credit card and whose competitors already surcharge, such as many professional services and B2B sellers. If a large share of your customers pay by debit, a surcharge recovers less than you might expect, and a cash discount may be the better fit.",
      },
    ],
  },
  {
    id: "cash-discount-done-right",
    title: "Cash discount done right",
    summary: "Post the card price, reward cash, and explain it on the wall and on the receipt.",
    blocks: [
      {
        kind: "p",
        text: "A cash discount program starts from the opposite side to a surcharge. Instead of adding a fee for cards, you set your posted prices at the card price and give customers a discount when they pay with cash. Offering a discount for cash is permitted by federal law and by the card-brand rules, and because the posted price is what card customers pay, nobody meets an extra charge at the register.",
      },
      { kind: "h3", text: "What makes it compliant" },
      {
        kind: "list",
        items: [
          "The price on your menu, shelf tag, website or invoice is the card price.",
          "Cash customers receive a clearly stated discount from that price.",
          "Signs at the entrance and at checkout explain that posted prices are card prices and that cash earns a discount.",
          "Receipts show both prices, or the card price and the cash discount, so customers can see what they saved.",
        ],
      },
      {
        kind: "p",
        text: "The distinction is not a technicality. A program that posts the cash price and then adds a 'non-cash adjustment' or 'service fee' at the register is a surcharge under another name, and it must follow every surcharge rule in chapter 4, including the ban on surcharging debit cards. Owners are sometimes sold that second kind of program as 'zero fee processing' without being told the difference; it is one of the most common problems a statement review uncovers.",
      },
      { kind: "h3", text: "Setting the card price" },
      {
        kind: "p",
        text: "Most businesses raise posted prices by a percentage close to their effective card rate and round to sensible numbers. A diner might move a $9.25 breakfast to $9.50 and give cash customers the $9.25 price back. Because the discount applies to cash, the program works the same way whether a card customer pays by debit or credit.",
      },
      { kind: "h3", text: "Telling your customers" },
      {
        kind: "p",
        text: "Owners worry about complaints more than any other part of the program. Businesses that explain it plainly tend to hear very few: a friendly sign that says prices include the cost of card acceptance and cash saves a few percent, and staff who can say it in one sentence. Regulars who pay cash appreciate the reward; most card customers never notice a change of a few cents.",
      },
      {
        kind: "callout",
        title: "Who it suits",
        text: "Restaurants, cafes, auto repair shops, salons and other local service businesses with a meaningful share of cash-paying customers see the largest benefit.",
      },
    ],
  },
  {
    id: "cut-the-fees-you-dont-need",
    title: "Cut the fees you do not need",
    summary: "Habits and settings that lower your cost under any pricing model.",
    blocks: [
      {
        kind: "p",
        text: "Before you change processor or pricing model, make sure you are not paying for avoidable mistakes. Each item below lowers your cost whoever processes your cards.",
      },
      { kind: "h3", text: "Finish your PCI questionnaire" },
      {
        kind: "p",
        text: "The card brands require every business that accepts cards to validate its compliance with the Payment Card Industry Data Security Standard, usually with a yearly self-assessment questionnaire. Processors commonly charge a monthly non-compliance fee until it is done. Most small businesses can complete it in under an hour with help; ask your processor to walk you through it.",
      },
      { kind: "h3", text: "Settle your batch every day" },
      {
        kind: "p",
        text: "Sales that are settled late can be downgraded to more expensive interchange categories. Set your terminal to close its batch automatically each night, and check the next morning that it did.",
      },
      { kind: "h3", text: "Take cards the cheapest way they can be taken" },
      {
        kind: "list",
        items: [
          "Dip or tap cards at the counter instead of typing numbers in: card-present sales cost less and are safer.",
          "For phone and online orders, collect the billing ZIP code and security code so address verification can run.",
          "For business customers, send level 2 and level 3 data (tax, customer code, line items) so commercial cards qualify for lower rates.",
        ],
      },
      { kind: "h3", text: "Prevent chargebacks" },
      {
        kind: "p",
        text: "Every chargeback carries a fee on top of the lost sale. Use a business name on card statements that customers recognise, keep signed delivery records and written service approvals, and answer refund requests quickly; a refund costs less than a dispute.",
      },
      { kind: "h3", text: "Ask about every monthly fee" },
      {
        kind: "p",
        text: "For each monthly or annual fee on your statement, ask what service it pays for. Online reporting you never log into, a gateway you do not use, or a second terminal sitting in a drawer can often be removed with one phone call.",
      },
    ],
  },
];
