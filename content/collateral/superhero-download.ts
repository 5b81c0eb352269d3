import type { PageCopy } from "@/content/pages/types";
import type { UsageTip } from "./types";

export const superheroCopy: PageCopy = {
  eyebrow: "Download",
  intro: [
    "Card fees are a dull subject, which is exactly why a comic-book hero helps. The Cash Discount Crusader is a one-page handout that explains a compliant cash discount program in six panels: the villain (fees that grow every month), three powers (the posted card price, the discount for cash, and the signs and receipts that keep it honest), the kryptonite (a 'no fee' program that is really a surcharge in disguise) and the sidekick to call.",
    "It is sized as a US Letter page at 150 dots per inch, so it prints sharply at full size and still looks right when shared as an image in a text message, a Facebook group for local owners or a chamber newsletter. The QR code opens our cash discount page. Download it below, print it for a counter or a trade-show table, and use the text version on this page when you need the same words for an email or a screen reader.",
  ],
  cta: {
    heading: "Ready to let the Crusader into your shop?",
    body: "A specialist checks whether a cash discount suits your customers and sets up the signs, receipts and terminal for you.",
    primary: { label: "Talk about cash discount", href: "/cash-discount" },
    secondary: { label: "Start an application", href: "/apply" },
  },
};

/** What the one-pager says, panel by panel; the image and its text version both read this. */
export const superhero = {
  title: "The Cash Discount Crusader",
  tagline: "Saving Wisconsin businesses from fee-flation, one receipt at a time",
  catchphrase: "Not on my watch, Fee Fiend!",
  villain: {
    title: "The villain: the Fee Fiend",
    body: "He hides in your statement. Every month he adds a few cents here and a new fee there, and he takes a cut of every card sale you make.",
  },
  powers: [
    {
      title: "Power 1: The posted card price",
      body: "Your menu, shelf tags and invoices show the card price. Card customers pay exactly what they see.",
    },
    {
      title: "Power 2: The cash discount",
      body: "Customers who pay cash get a discount off the posted price. A reward, never a penalty.",
    },
    {
      title: "Power 3: Signs and receipts",
      body: "Signs at the entrance and at checkout explain it. Receipts show both prices, so nobody is surprised.",
    },
  ],
  kryptonite: {
    title: "Kryptonite: the fake 'no fee' program",
    body: "Adding a fee at the register is a surcharge, not a cash discount. Surcharges are for credit cards only, up to 3% under Visa's rules, never on debit or prepaid cards, not allowed in Connecticut, Maine or Massachusetts, capped at 2% in Colorado, and need 30 days' notice to the card brands and your processor.",
  },
  sidekick: {
    title: "Call the sidekick",
    body: "Lake Country Merchant Services sets up compliant cash discount programs on modern terminals, from Pewaukee.",
  },
  qrCaption: "Scan for the cash discount guide",
  fileName: "cash-discount-crusader.png",
  size: { width: 1275, height: 1650 },
} as const;

export const superheroTips: UsageTip[] = [
  {
    title: "Print it",
    body: "Open the PNG and print at 100% on US Letter: at 150 dots per inch it fills the page. Glossy or bright white paper makes the colours pop.",
  },
  {
    title: "Share it",
    body: "Post it as an image in local business groups or send it by text to an owner who asked about cash discount. The text version below is ready to paste alongside it.",
  },
  {
    title: "Keep the rules intact",
    body: "Do not crop out the kryptonite panel: it is where the surcharge rules live, and the handout is only accurate with it.",
  },
];
