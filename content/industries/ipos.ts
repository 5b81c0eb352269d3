import type { IndustryContent } from "./types";
import { walkthroughLink } from "@/content/pages/walkthrough";

export const iposContent: IndustryContent = {
  copy: {
    eyebrow: "Point-of-sale systems",
    intro: [
      "A point-of-sale system is the one piece of technology everyone in your business touches every day. When it is slow, locked to one processor or missing the features you need, you pay for it in every shift. Plenty of Wisconsin businesses still run a register bought a decade ago, paying a monthly lease on hardware they have long since paid off, and juggling a separate tablet for online orders.",
      "The iPOS systems we install are touchscreen POS stations with handhelds, kitchen printers and customer-facing displays, built for restaurants and retail. Restaurants get table management, coursing, tips and online ordering; shops get barcode scanning, inventory and customer lookup. Cash discount pricing is built into the software, so the card price and the cash price print correctly on every receipt without a workaround. The back office runs in the cloud, so you can check the day's sales from home.",
      "We do the whole job: plan the stations and network with you, load your menu or product catalog, install everything on site, train your staff before the first shift and answer the phone afterwards. Hardware, software and processing are quoted separately in writing, so you can see what each part costs and compare it with what you pay now.",
    ],
    cta: {
      heading: "Plan an iPOS setup for your business",
      body: "Tell us how many registers, handhelds and printers you run today. We will return a written quote for hardware, software and processing within one business day.",
      primary: { label: "Get an iPOS quote", href: "/apply" },
      secondary: walkthroughLink,
    },
  },
  highlights: [
    "Touchscreen stations, handhelds and kitchen printers",
    "Table management, online ordering and inventory",
    "Cash discount pricing built in, receipts done right",
    "Installed on site and supported by our local team",
  ],
  calculatorPreset: "general",
  problems: {
    heading: "Signs your point of sale is holding you back",
    lead: "Most owners don't replace a POS until it fails. These are the quieter problems that cost money long before that.",
    items: [
      {
        title: "Locked to one processor",
        body: "Some systems only work with their own payment processing, so the price of switching processors is a new POS. That leaves you with no leverage when rates rise.",
      },
      {
        title: "Leases that never end",
        body: "Equipment leases often run for four years or more and cannot be cancelled, and the total paid can be several times what the hardware is worth. Many owners find out only when they try to leave.",
      },
      {
        title: "Too many separate systems",
        body: "A register, a card terminal, an online ordering tablet and a spreadsheet for inventory each need their own login, their own reports and their own reconciliation at close.",
      },
      {
        title: "No view of the business away from the counter",
        body: "If the only way to see today's sales is to stand at the register, you cannot spot a problem until the next morning or manage a second location without driving there.",
      },
    ],
  },
  features: {
    heading: "What an iPOS system includes",
    lead: "Configured for your business before installation day, so the first shift on the new system is an ordinary shift.",
    items: [
      {
        icon: "terminal",
        title: "Stations and handhelds",
        body: "Countertop touchscreen stations for the register and handhelds for the floor, each with EMV chip and contactless payments, Apple Pay and Google Wallet.",
      },
      {
        icon: "table",
        title: "Restaurant tools",
        body: "Table maps, seat numbers, coursing, modifiers, split checks and tips, with tickets routed to the right kitchen or bar printer.",
        link: { href: "/restaurant", label: "Restaurant payments" },
      },
      {
        icon: "inventory",
        title: "Retail tools",
        body: "Barcode scanning, product variants, stock counts and low-stock alerts, plus customer lookup for returns and loyalty.",
        link: { href: "/retail-processing", label: "Retail payments" },
      },
      {
        icon: "online",
        title: "Online ordering",
        body: "An ordering page tied to the same menu and prices as your POS sends paid orders straight to the kitchen, with no separate tablet on the counter.",
      },
      {
        icon: "receipt",
        title: "Built-in cash discount",
        body: "Turn on cash discount pricing in the settings and the system shows the card price, applies the cash discount when a guest pays cash and prints both on the receipt, the way card-brand rules expect.",
        link: { href: "/cash-discount", label: "Cash discount, explained" },
      },
      {
        icon: "reporting",
        title: "Cloud back office",
        body: "Sales, labor, item mix and tips from any browser, for one location or several, with exports for your accountant.",
      },
    ],
  },
  compliance: {
    heading: "Setting up a POS the right way",
    lead: "A POS enforces your pricing and security rules on every transaction, so they need to be set correctly on day one.",
    items: [
      {
        title: "Cash discount settings that match the rules",
        body: "A compliant cash discount posts the card price as the regular price and discounts cash. We configure prices, receipt lines and the signs for your entrance and counter together, so what the guest sees matches what the system charges. If you choose a surcharge instead, the rules are stricter: credit cards only, never debit or prepaid, at most 3% under Visa's cap and 2% in Colorado, banned in Connecticut, Maine and Massachusetts, with disclosure at the entrance, at checkout and on the receipt and 30 days' notice to the card brands and your processor.",
      },
      {
        title: "Card data stays in the terminal",
        body: "Payments are read by EMV terminals that encrypt the card as it is read, so card numbers never sit on the POS station or your network. That keeps your PCI self-assessment short; we still recommend separating the POS network from guest Wi-Fi.",
        link: { href: "/ateam-computers", label: "Network and PCI help from our IT partner" },
      },
      {
        title: "Permissions for refunds and voids",
        body: "Most register losses come from refunds, voids and discounts with no second pair of eyes. We set staff roles so those need a manager's code, and the reports show who did what.",
      },
    ],
  },
  faq: {
    heading: "iPOS questions",
    items: [
      {
        question: "What does an iPOS system cost?",
        answer:
          "It depends on how many stations, handhelds and printers you need and whether you buy the hardware or spread the cost. We quote hardware, software and processing as separate lines in writing, so you can compare each one with what you pay today.",
      },
      {
        question: "Do I have to sign a long lease?",
        answer:
          "No. We do not sign merchants into long equipment leases. You can buy the hardware outright, and our standard processing agreement carries no cancellation fee. If you would rather spread the cost, we put the terms and the total in writing before you agree.",
      },
      {
        question: "How long does installation take?",
        answer:
          "A single location is usually installed in a day on site, because the menu or catalog, printers and payments are set up and tested beforehand. We schedule installation on a slow day and train staff before the first shift.",
      },
      {
        question: "Can I move my menu or product list from my old system?",
        answer:
          "Usually, yes. Most systems can export items and prices to a spreadsheet, which we import and clean up. If yours cannot, we build the catalog with you from your menu or price list.",
      },
      {
        question: "Does iPOS work for both restaurants and shops?",
        answer:
          "Yes. The same system runs in restaurant mode, with tables, courses and tips, or retail mode, with barcodes and inventory. Businesses that do both, such as a café with a gift shop, can use the features of each.",
      },
    ],
  },
  related: [
    "/restaurant",
    "/retail-processing",
    "/self-serve-kiosks",
    "/cash-discount",
    "/ateam-computers",
  ],
};
