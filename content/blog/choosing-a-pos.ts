import type { BlogArticle } from "./types";

export const choosingAPos: BlogArticle = {
  id: "choosing-a-pos-system",
  headline: "How to choose a point-of-sale system for a small business",
  description:
    "Match the system to how you sell, check whether it locks your processing, buy rather than lease, and ask the right questions before you sign.",
  datePublished: "2026-10-27",
  dateModified: "2026-11-02",
  lede: "A point-of-sale system is the piece of software your staff touch hundreds of times a day, and the one that is hardest to replace once your menu, inventory and customer list live inside it. Most bad choices we are asked to untangle come from buying on a demo instead of on how the business actually runs. This guide walks through the decisions in the order that saves you the most trouble.",
  sections: [
    {
      heading: "Start with how you sell",
      paragraphs: [
        "Write down a normal busy hour before you look at any screen. A quick-service counter needs fast item buttons, modifiers and order numbers. A full-service restaurant needs tables, coursing, split checks and tips on a handheld. A boutique or hardware store needs barcode scanning, variants such as size and colour, and stock counts across locations. A clinic or repair shop needs appointments, estimates and stored cards for balances. Any system looks good in a demo; only one built for your kind of hour will feel fast on a Saturday.",
      ],
    },
    {
      heading: "Check whether the POS locks your processing",
      paragraphs: [
        "Some systems only work with the processor that sells them. That can be fine when the rate is fair, but you can then never shop for better pricing without replacing the hardware and rebuilding your item list. Ask plainly whether the system works with more than one processor. If it does not, get the processing price in writing for the full term of the software agreement, along with what happens to your data if you leave.",
      ],
    },
    {
      heading: "Buy the hardware, or know what the lease costs",
      paragraphs: [
        "Equipment leases in this industry are often non-cancellable and run for several years, and over their life a merchant can pay several times the price of buying the same terminal outright. Add up every monthly payment for the whole term before you sign one. Buying the hardware, or taking equipment that is included with the service and can be returned when you leave, is usually cheaper and always simpler.",
      ],
    },
    {
      heading: "Features that matter on a busy day",
      paragraphs: [
        "Feature lists run to hundreds of lines. These are the ones merchants miss most when they are absent:",
      ],
      points: [
        "An offline mode that keeps taking cards when the internet drops, and clear rules for how long it can.",
        "A customer-facing screen or reader for tips, tap payments and receipts by text or email.",
        "Staff logins with permissions, so refunds and discounts need a manager.",
        "Reports you will actually read: sales by hour, by item and by employee, plus card fees by month.",
        "Built-in gift cards, loyalty and online ordering, instead of three more subscriptions.",
        "An export of your items, customers and sales history that you can take with you.",
      ],
    },
    {
      heading: "Installation, training and support",
      paragraphs: [
        "Ask who sets the system up, who loads your menu or inventory, and who trains your staff. Find out when support answers, whether it is a person who knows your account, and what happens on a Friday night when a terminal freezes. A local installer who has configured the same system for similar businesses will save you more than any discount on the software.",
      ],
    },
    {
      heading: "Questions to ask before you sign",
      paragraphs: ["Keep this list open during every sales call:"],
      points: [
        "What will my total monthly cost be for software, hardware and processing, using my real sales?",
        "How long is the agreement, and what does it cost to leave early?",
        "Do I own the hardware, and can I keep using it with another processor?",
        "How do I get my data out, and in what format?",
      ],
    },
  ],
  related: [
    { label: "iPOS systems we install and support", href: "/ipos" },
    { label: "Self-serve ordering kiosks", href: "/self-serve-kiosks" },
    { label: "Retail point of sale", href: "/retail-processing" },
    { label: "Apply for a merchant account", href: "/apply" },
  ],
};
