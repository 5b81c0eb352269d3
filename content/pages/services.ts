import type { PageCopy } from "./types";

export const servicesCopy: PageCopy = {
  eyebrow: "Services",
  intro: [
    "Most businesses end up with a terminal from one company, an online gateway from another, a gift card vendor and a separate bill for the POS, each with its own contract and its own support line. We bring them into one merchant account with one statement and one specialist who knows how all of it fits together, whether you sell across a counter, on a website, by invoice or from a kiosk.",
    "Below you will find every service we offer, what each one includes and who it suits, followed by the pricing models you can put behind them. Any service works with any pricing model: a restaurant can run pay-at-table terminals on a cash discount, and a wholesaler can take level 3 card data and ACH through the same gateway. Each section links to a page with the details, worked examples and answers to the questions merchants ask us most.",
    "If you are not sure where to start, send us a recent processing statement. We will tell you which of these you need, which you are already paying for without using, and what the combination would cost.",
  ],
  cta: {
    heading: "Put every way you get paid on one statement",
    body: "Tell us how your customers pay today and a specialist will propose the services and the pricing model that fit, in writing, within one business day.",
    primary: { label: "Start your application", href: "/apply" },
    secondary: { label: "Ask a question", href: "/contact" },
  },
};
