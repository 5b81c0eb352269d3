import type { Chapter } from "./types";

export const chaptersSevenToEight: Chapter[] = [
  {
    id: "contracts-and-switching",
    title: "Contracts, leases and switching safely",
    summary: "Read the agreement before the rate, and leave your old processor in the right order.",
    blocks: [
      {
        kind: "p",
        text: "A low rate in a bad agreement is not a good deal. Before you sign with anyone, and before you leave your current processor, read four parts of the paperwork. If the agreement runs to dozens of pages, these are the pages that matter.",
      },
      { kind: "h3", text: "Term and automatic renewal" },
      {
        kind: "p",
        text: "Many processing agreements run for three years and renew automatically for another year or more unless you cancel in writing within a narrow window, often 30 to 90 days before the renewal date. Write the renewal date and the notice window in your calendar the day you sign.",
      },
      { kind: "h3", text: "Early termination fees and liquidated damages" },
      {
        kind: "p",
        text: "An early termination fee is a fixed amount charged if you leave before the term ends. Some agreements instead contain a liquidated damages clause that estimates the processor's lost profit for every remaining month, which can run into thousands of dollars. Know which one you have. Our standard agreement has no cancellation fee, because we would rather keep merchants by serving them well.",
      },
      { kind: "h3", text: "Equipment leases" },
      {
        kind: "p",
        text: "Terminal leases are usually separate contracts with a leasing company, they are often non-cancellable, and they frequently outlast the processing agreement. Over a typical lease term, owners can pay many times the purchase price of the terminal. Before you sign a lease, ask for the purchase price of the same equipment; before you switch processors, check whether your existing lease continues regardless.",
      },
      { kind: "h3", text: "Rate change clauses" },
      {
        kind: "p",
        text: "Most agreements allow the processor to change fees with notice, often printed on a monthly statement. Ask for a written commitment on your markup for a stated period, and for the right to leave without a fee if the markup rises.",
      },
      { kind: "h3", text: "Switching in the right order" },
      {
        kind: "list",
        items: [
          "Get the new offer in writing, with every fee named and the total monthly cost in dollars.",
          "Check your current agreement for the renewal date, termination fee and any equipment lease.",
          "Apply with the new processor and wait for approval; with us, the decision comes within 24 hours of a complete application.",
          "Install and test the new equipment, run a few real sales and confirm the first deposit reaches your bank.",
          "Only then send written cancellation to the old processor, keep a copy, and watch the next bank statement for stray debits.",
        ],
      },
      {
        kind: "callout",
        title: "Keep the old statements",
        text: "Download at least a year of statements from your old processor's portal before you cancel. You will want them for your accountant and for comparing your new costs.",
      },
    ],
  },
  {
    id: "thirty-day-plan",
    title: "A 30-day plan to lower your card costs",
    summary: "Four weeks, one task list, a measurable result.",
    blocks: [
      {
        kind: "p",
        text: "You do not need to become a payments expert to pay less. Set aside about an hour a week for a month and work through this plan. At the end you will know your true cost, the options open to you, and which one you chose and why.",
      },
      { kind: "h3", text: "Week 1: measure" },
      {
        kind: "list",
        items: [
          "Download your last three monthly statements.",
          "Work out the effective rate for each month (total fees divided by total card sales).",
          "Note how your customers pay: roughly how much by cash, debit, credit and business cards, and how much in person versus online.",
        ],
      },
      { kind: "h3", text: "Week 2: clean up" },
      {
        kind: "list",
        items: [
          "Complete your PCI questionnaire if a non-compliance fee appears.",
          "Confirm your terminal settles its batch automatically each night.",
          "List every monthly and annual fee and ask your processor, in writing, what each one pays for.",
          "Find your agreement's renewal date, termination terms and any equipment lease.",
        ],
      },
      { kind: "h3", text: "Week 3: compare" },
      {
        kind: "list",
        items: [
          "Ask two or three processors, including your current one, to price the same statement.",
          "Insist on the total monthly cost in dollars and the pricing model by name.",
          "If you are considering a cash discount or a surcharge, ask how the program is registered, what signs you will need and how the terminal treats debit cards.",
        ],
      },
      { kind: "h3", text: "Week 4: decide and act" },
      {
        kind: "list",
        items: [
          "Choose the offer with the lowest total cost and terms you can live with, not the lowest headline rate.",
          "If you will surcharge, give the 30 days' notice to the card brands and your processor now, and order your signs.",
          "If you will run a cash discount, update posted prices, put up the entrance and checkout signs and brief your staff.",
          "Put a reminder in your calendar to recheck your effective rate in three months.",
        ],
      },
      {
        kind: "p",
        text: "Week 2 alone can lower your bill before you talk to a single salesperson. The rest comes from choosing a pricing model that fits how your customers actually pay.",
      },
      {
        kind: "callout",
        title: "We will do week 1 with you",
        text: "Send us a recent statement and a Lake Country specialist will return your effective rate, a list of every fee by name and a written side-by-side comparison within one business day. There is no obligation to switch.",
      },
    ],
  },
];
