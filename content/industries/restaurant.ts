import type { IndustryContent } from "./types";
import { statementReviewLink } from "@/content/pages/statement-review";

export const restaurantContent: IndustryContent = {
  copy: {
    eyebrow: "Restaurants, bars and cafés",
    intro: [
      "A Friday fish fry, a Sunday brunch rush, a patio that fills the first warm evening in May: Wisconsin restaurants earn their money in short, crowded windows, and the payment system has to keep pace. When a terminal freezes at 6 p.m., when servers walk cards to a station by the kitchen, or when tips settle to the wrong server, the cost shows up in slower table turns, in unhappy guests and on a processing statement that takes a share of every ticket.",
      "We set restaurants up with handheld chip-and-tap terminals that go to the table, tip prompts that match how your house runs, online ordering that reaches the kitchen already paid, and deposits in your bank account the next business day. If card fees are squeezing a thin margin, we can run dual pricing the compliant way: the menu shows the card price and a lower cash price, nothing is added at the terminal, and your signs and receipts say so plainly.",
      "Whether you run a supper club, a corner tavern, a coffee shop or a food truck, the first step is the same. We read your current statement with you line by line, show what the card brands charge and what your processor adds, and put our proposal in writing before you sign anything.",
    ],
    cta: {
      heading: "Find out what your restaurant really pays for cards",
      body: "Send us one recent processing statement. Within one business day a specialist will show your current effective rate next to dual pricing and interchange plus at your volume.",
      primary: statementReviewLink,
      secondary: { label: "Get a restaurant quote", href: "/apply" },
    },
  },
  highlights: [
    "Pay-at-table EMV and tap terminals with Apple Pay and Google Wallet",
    "Tip prompts and per-server tip reports at close",
    "Next-business-day deposits, same-day funding where your account qualifies",
    "Dual pricing set up to card-brand rules, signage included",
  ],
  calculatorPreset: "restaurant",
  problems: {
    heading: "Where restaurant payments go wrong",
    lead: "Most of what costs a restaurant money at the register happens in the rush, when nobody has time to fix it.",
    items: [
      {
        title: "The card leaves the table",
        body: "When a server carries a guest's card to a fixed terminal, the table waits, the guest wonders where the card went and the server loses minutes that belong to other tables. On a full Saturday that means fewer turns and smaller tips.",
      },
      {
        title: "Tips that don't reconcile",
        body: "Tips written on paper slips are keyed in later, sometimes wrong, and a batch closed before every tip is adjusted leaves servers short or the house over. Managers end up recounting at midnight instead of going home.",
      },
      {
        title: "Delivery apps take a slice of every order",
        body: "Third-party delivery apps bring orders, but their commissions take a double-digit share of each one, and the guest's contact details stay with the app. Regulars who would happily order from you directly have no way to do it.",
      },
      {
        title: "Card fees on a thin margin",
        body: "Many restaurants keep only a few cents of each sales dollar as profit, so a processing bill that grows with every check matters. Tiered rates, padded monthly fees and equipment leases often hide the real cost until someone reads the statement closely.",
      },
    ],
  },
  features: {
    heading: "What we set up for restaurants",
    lead: "Each piece is configured before your first service with us, tested on your floor and explained to your managers.",
    items: [
      {
        icon: "tap",
        title: "Pay-at-table terminals",
        body: "Handheld terminals read chip cards, contactless cards, Apple Pay and Google Wallet at the table, split the check by seat or by amount, and print or text the receipt. The card never leaves the guest's hand, which also removes the risk of a card being skimmed out of sight.",
      },
      {
        icon: "tips",
        title: "Tips that settle right",
        body: "Guests pick a tip on the terminal from the percentages you choose or enter their own. Each tip posts to the server who ran the check, and the close-out report lists card tips per server so payouts match the deposit.",
      },
      {
        icon: "online",
        title: "Online ordering you own",
        body: "An ordering page on your website takes payment up front through our gateway and sends the ticket to your kitchen printer or POS. You pay processing on those orders rather than a commission, and the customer's email stays with you.",
        link: { href: "/ecommerce-solutions", label: "How our online payments work" },
      },
      {
        icon: "funding",
        title: "Next-day deposits",
        body: "Close the batch tonight and the money reaches your bank account the next business day, with same-day funding available where your account qualifies. That helps when produce, meat and beer distributors want paying on delivery.",
      },
      {
        icon: "gift",
        title: "Gift cards and loyalty",
        body: "Sell gift cards at the host stand and online in December, and reward regulars with points the terminal finds by phone number. Plastic cards with your logo and digital cards sent by text redeem on the same terminals.",
      },
      {
        icon: "table",
        title: "A POS that fits your floor",
        body: "A counter-service café can run on one tablet; a dining room gets table maps, coursing and kitchen printers. If you already like your POS, we can often keep it and change only the processing behind it.",
        link: { href: "/ipos", label: "See the iPOS systems we install" },
      },
    ],
  },
  compliance: {
    heading: "Dual pricing, tips and the card-brand rules",
    lead: "These are the rules that come up at the table. We set your account up to follow them and check your signs and receipts before you launch.",
    items: [
      {
        title: "Dual pricing is a cash discount, not a fee",
        body: "A compliant dual-pricing program posts the card price as your regular menu price and shows a lower cash price beside it and on the receipt. Nothing is added when the guest pays by card. Because card payers pay the posted price, the program is a discount for cash under card-brand rules, so it applies to debit cards as well as credit cards.",
        link: { href: "/cash-discount", label: "How a compliant cash discount works" },
      },
      {
        title: "If you surcharge instead",
        body: "A surcharge adds a fee to credit card payments only. Visa caps it at 3%, it is never allowed on debit or prepaid cards, it is banned in Connecticut, Maine and Massachusetts and capped at 2% in Colorado, and it must be disclosed at the entrance, at checkout and on the receipt, with 30 days' notice to the card brands and to your processor first. Because the terminal must tell debit from credit correctly on every card, most restaurants find dual pricing simpler.",
        link: { href: "/zero-fee", label: "Compare surcharging and cash discount" },
      },
      {
        title: "Tips and service charges",
        body: "A tip is the guest's choice, so the prompt always offers a custom amount and no tip. Under dual pricing we apply the card price to the check before the tip, never to the gratuity itself. A mandatory service charge for large parties is not a tip for tax purposes (the IRS treats it as wages), so print it on the menu and label it plainly on the check.",
      },
    ],
  },
  faq: {
    heading: "Restaurant payment questions",
    items: [
      {
        question: "Is dual pricing allowed in Wisconsin?",
        answer:
          "Yes. Federal law lets merchants offer a discount for paying cash, and Wisconsin is not among the states that ban surcharging. What keeps a program compliant is how it is shown: the card price is the posted price, the cash price is the discount, signs say so at the door and the register, and the receipt shows both. We supply the signs and set the receipt format.",
      },
      {
        question: "Can guests add a tip on the terminal at the table?",
        answer:
          "Yes. The handheld shows the suggested percentages you choose, for example 18, 20 and 22 percent, plus a custom amount and no tip. The tip is captured with the sale, so there is nothing to adjust after close and nothing to re-key from a paper slip.",
      },
      {
        question: "What happens if the internet drops in the middle of service?",
        answer:
          "Most terminals we install can store card sales offline and send them when the connection returns, so service continues. A stored sale is only approved when it is sent, so a decline is your risk; we help you set a dollar limit for offline sales and show managers how to switch back.",
      },
      {
        question: "Do I have to replace my POS to switch processors?",
        answer:
          "Not always. Many restaurant systems work with more than one processor, and we check yours before proposing anything. If your POS is tied to its own processing, we lay out the cost of staying and the cost of switching side by side, including any hardware you would need.",
      },
      {
        question: "Can we take online orders without paying a delivery app commission?",
        answer:
          "Yes. An ordering page on your own site, paid by card through our gateway, sends orders straight to the kitchen. Many restaurants keep the delivery apps for discovery and print a card in every bag that points regulars to order direct next time.",
      },
    ],
  },
  related: ["/self-serve-kiosks", "/ipos", "/cash-discount", "/zero-fee", "/interchange-plus"],
};
