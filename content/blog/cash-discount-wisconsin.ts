import type { BlogArticle } from "./types";

export const cashDiscountWisconsin: BlogArticle = {
  id: "cash-discount-rules-wisconsin",
  headline: "Cash discount and surcharge rules for Wisconsin businesses",
  description:
    "What Wisconsin law and the card-brand rules allow when you pass card costs to customers, and why a cash discount is the simpler route.",
  datePublished: "2026-09-29",
  dateModified: "2026-11-02",
  lede: "Wisconsin owners ask us two questions more than any others: may I pass my card fees on to customers, and what is the difference between a surcharge and a cash discount? Here is what applies to a Wisconsin business as we write this, stated conservatively. It is a guide, not legal advice: rules change, and your processor should confirm your setup in writing before you change a single sign.",
  sections: [
    {
      heading: "Wisconsin has no surcharge ban; the card brands set the rules",
      paragraphs: [
        "Wisconsin has no state law that prohibits adding a surcharge to credit card payments. That does not mean anything goes. The card brands' rules, which every merchant accepts through its processing agreement, set the limits, and a processor can close an account that breaks them. For a Wisconsin store, those rules are the ones to follow.",
        "The picture changes outside the state. Connecticut, Maine and Massachusetts ban credit card surcharges, and Colorado caps them at 2%. If you have a location in one of those states or sell online to customers there, ask your processor before surcharging those sales.",
      ],
    },
    {
      heading: "The rules for a credit card surcharge",
      paragraphs: [
        "A surcharge is an amount added to the price because the customer pays by credit card. Done within the rules, it looks like this:",
      ],
      points: [
        "Credit cards only: never on a debit card or a prepaid card, even when the customer presses Credit on the terminal or signs for the purchase.",
        "Capped: Visa limits a credit card surcharge to 3% of the sale, and no surcharge may exceed what you actually pay to accept that card.",
        "Disclosed three times: a notice at the store entrance, a notice at the checkout before the customer pays, and the surcharge printed as its own line on the receipt.",
        "Announced in advance: the card brands and your processor must be told at least 30 days before you start.",
      ],
    },
    {
      heading: "How a cash discount differs",
      paragraphs: [
        "A cash discount works the other way round. The price you post on the shelf, the menu board and the invoice is the card price. A customer who pays in cash receives a discount from that posted price. Because nothing is added to a card payment, a properly run cash discount is not a surcharge, and federal law and the card-brand rules both protect a merchant's right to offer a discount for paying cash.",
        "What makes it compliant is the direction of the arithmetic. If the sign says a coffee costs $4.00 and a card payment rings up at $4.14, that is a surcharge, whatever the receipt calls it. If the sign says $4.00 and a cash customer pays $3.86, that is a cash discount. Many programs sold as cash discounts are really surcharges in disguise, and those carry every surcharge rule above, including the ban on debit cards.",
      ],
    },
    {
      heading: "Signs, receipts and the terminal",
      paragraphs: [
        "Whichever program you run, the customer must know before paying. For a cash discount, post a clear notice at the entrance and at the register that listed prices are card prices and that cash payments receive a discount, and make the receipt show the posted price and the discount taken. Have your processor program the terminal so the amounts are calculated the same way on every sale; hand-edited prices at the register are how honest programs drift out of line.",
      ],
    },
    {
      heading: "Which one fits your business",
      paragraphs: [
        "For most Wisconsin shops, restaurants and service businesses, a cash discount is the simpler choice: nothing is added at the register, debit and prepaid cards stay inside the program, and the posted price is the most any customer will pay. A surcharge suits businesses whose customers mostly pay with credit cards and who want debit payers to pay the posted price, but it asks more of you in notices, receipts and staff training.",
        "Some businesses should be careful with both. Clinics and pharmacies accept HSA and FSA cards, which are debit or prepaid cards and can never be surcharged. Before any change, ask your processor to review your signs, receipts and terminal settings in writing. For our merchants, that review is part of setup.",
      ],
    },
  ],
  related: [
    { label: "Our cash discount program", href: "/cash-discount" },
    { label: "Zero fee processing explained", href: "/zero-fee" },
    { label: "Payments for healthcare practices", href: "/healthcare" },
    { label: "Restaurant card processing", href: "/restaurant" },
  ],
};
