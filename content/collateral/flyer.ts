import type { PageCopy } from "@/content/pages/types";
import type { UsageTip } from "./types";

export const flyerCopy: PageCopy = {
  eyebrow: "Print collateral",
  intro: [
    "This is the one-page flyer our team leaves on counters, pins to chamber-of-commerce boards and hands out at trade shows across Wisconsin. It fits a single sheet of US Letter paper, prints cleanly in colour or in black and white, and carries a QR code that opens our application on the visitor's phone. The strip of tear-off tabs along the bottom puts our phone number in the pocket of anyone who walks past.",
    "Everything on the sheet follows the card-brand rules we explain to merchants: rates from 1.75% are quoted as a starting point, the 24-hour promise is an approval decision after a complete application, and the cash discount is described the compliant way, with the card price posted and a discount for cash. Print it as it is; if a partner wants their own name on it, ask us and we will make a co-branded version rather than editing the figures by hand.",
  ],
  cta: {
    heading: "Want a co-branded version for your business?",
    body: "Referral partners can have the flyer with their own name beside ours. Tell us who you are and where it will hang.",
    primary: { label: "Ask for a co-branded flyer", href: "/contact" },
    secondary: { label: "See the pitchbook", href: "/pitchbook" },
  },
};

/** What the printed sheet says, top to bottom. */
export const flyer = {
  kicker: "For Wisconsin business owners",
  headline: "Keep more of every card sale",
  lede: "Local card processing with the pricing put in writing, from a Pewaukee team that answers its own phone.",
  benefits: [
    {
      title: "Honest rates",
      body: "Interchange plus one disclosed markup, or a flat rate. Rates from 1.75%, quoted on your real statement.",
    },
    {
      title: "Fast decisions",
      body: "An approval decision within 24 hours of a complete application, then setup and training at your counter.",
    },
    {
      title: "Modern checkout",
      body: "EMV chip, tap to pay, Apple Pay and Google Wallet, online payments, ACH and gift cards.",
    },
    {
      title: "Local support",
      body: "People in Pewaukee you can call by name. No cancellation fee on our standard agreement.",
    },
  ],
  cashDiscount: {
    title: "Cash discount, done by the rules",
    body: "Post the card price on your menu or shelf tag and give customers a discount when they pay cash. Signs at the entrance and at checkout, and a receipt that shows both prices, keep the program clear and compliant.",
  },
  offer: {
    title: "Free statement review",
    body: "Bring or send one recent processing statement. We show you your effective rate and a written side-by-side quote within one business day.",
  },
  qrCaption: "Scan to start your application",
  tearOffLabel: "Lower card fees",
} as const;

/** Advice for whoever prints and places the flyer. */
export const flyerTips: UsageTip[] = [
  {
    title: "Print settings",
    body: "Choose US Letter, portrait, scale 100% (not 'fit to page') and turn off the browser's headers and footers. The page hides the site menu and footer by itself, so only the sheet prints.",
  },
  {
    title: "Paper and ink",
    body: "A bright white 28 lb paper keeps the QR code crisp. In black and white the blue areas print as grey and the code still scans from about two feet away.",
  },
  {
    title: "Where it works",
    body: "Break rooms of shared office buildings, chamber and Rotary meetings, farmers' market vendor tents and the counter of any partner who refers business to us.",
  },
  {
    title: "The tear-off tabs",
    body: "Cut along the dashed lines between the tabs with scissors before posting, so people can take a number without tearing the whole strip.",
  },
];
