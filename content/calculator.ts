/** Copy of the savings calculator section, shared by every page that shows it. */
export const calculatorCopy = {
  eyebrow: "Savings calculator",
  heading: "What would you pay under each pricing model?",
  intro:
    "Enter your monthly card sales, your average sale and what you pay today, either the total fees on your statement or your effective rate. The calculator compares today's cost with interchange plus, a flat rate, a cash discount program and a credit-card surcharge, for the month and for the year. Card-brand costs vary with the cards your customers carry, so every estimate is a range from a low to a high card mix, never a single promise.",
  method: [
    "Interchange plus passes through what the card brands charge (interchange and network fees) and adds one disclosed markup and a monthly account fee.",
    "A flat rate charges one percentage and one per-sale fee on every card, whatever it costs to accept.",
    "A cash discount posts the card price on your shelf and menu and gives cash customers a lower price; the posted card price pays for most or all of the processing.",
    "A zero-fee surcharge applies to credit cards only, never to debit or prepaid cards, is capped at 3% by Visa (2% in Colorado), is not allowed in Connecticut, Maine or Massachusetts, and can never exceed what the card costs you to accept. It requires notice at the entrance, at checkout and on the receipt, and 30 days' notice to the card brands and your processor.",
  ],
  disclaimer: {
    before: "An estimate, not a quote: your own statement decides.",
    link: "Send it to us",
    after: "and a specialist will return a line-by-line comparison within one business day.",
  },
  exampleHeading: "Worked example",
  liveHeading: "Try your own numbers",
  loadFailed:
    "The calculator did not load, usually because the connection dropped. The worked example on this page shows how the models compare for a typical business.",
  retry: "Load the calculator again",
} as const;
