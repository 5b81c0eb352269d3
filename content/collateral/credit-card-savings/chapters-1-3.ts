import type { Chapter } from "./types";

export const chaptersOneToThree: Chapter[] = [
  {
    id: "where-the-money-goes",
    title: "Where your card fees actually go",
    summary: "Every card sale pays three parties. Only one of them negotiates with you.",
    blocks: [
      {
        kind: "p",
        text: "When a customer taps a card at your counter, the money that does not reach your bank account is split three ways. Understanding that split is the single most useful thing an owner can learn about card processing, because it tells you which part of the bill you can change and which part you cannot.",
      },
      { kind: "h3", text: "Interchange: the issuing bank's share" },
      {
        kind: "p",
        text: "The largest slice is interchange, paid to the bank that issued your customer's card. Visa, Mastercard and Discover publish interchange tables with hundreds of categories, and the rate for a sale depends on the kind of card (debit, standard credit, rewards, business or government), how it was accepted (chip or tap at the counter, typed in by hand, or online) and the kind of business you run. A grocery store, a dentist and a software company can pay different interchange on the very same card.",
      },
      {
        kind: "p",
        text: "Interchange is the same for every processor. Nobody can sell you a lower interchange rate; a processor can only help you qualify for the categories you are entitled to, for example by sending complete data on business cards or settling your batch on time.",
      },
      { kind: "h3", text: "Assessments: the card brand's share" },
      {
        kind: "p",
        text: "The card networks themselves charge assessments and network fees: a small percentage of volume plus per-transaction fees with names like acquirer processing fee or network access fee. These too are set by the brands and passed through at cost by an honest processor. They are small on any one sale and add up across a month.",
      },
      { kind: "h3", text: "Markup: the processor's share" },
      {
        kind: "p",
        text: "Everything else is the processor's markup: a percentage, a per-transaction fee, monthly fees, or all three. This is the only part of the bill that is negotiable, and it is where statements differ wildly from one business to the next. A fair markup pays for real work: authorising and settling your sales, funding your account, fraud screening, equipment support and a person who answers the phone. An unfair one hides inside vague line items.",
      },
      {
        kind: "callout",
        title: "The one-sentence version",
        text: "Interchange and assessments are the wholesale cost of accepting cards and are the same everywhere; the markup is the processor's price, and it is the only number you should be comparing.",
      },
      {
        kind: "p",
        text: "Debit cards deserve a special mention. Debit cards issued by the largest banks carry interchange that is capped by a federal rule known as Regulation II, so they cost far less to accept than a rewards credit card. If your customers pay mostly by debit, a pricing model that charges you one blended rate for every card can cost you much more than the cards really do.",
      },
    ],
  },
  {
    id: "reading-your-statement",
    title: "How to read a processing statement in fifteen minutes",
    summary: "Find your effective rate, then find the lines that moved it.",
    blocks: [
      {
        kind: "p",
        text: "Processing statements are long because they list every category of card you accepted, but you only need three numbers and a highlighter to understand one. Take your most recent full-month statement and, if you can, the two before it. A single month can mislead you if it contained a holiday rush or a large refund.",
      },
      { kind: "h3", text: "Step 1: total card sales" },
      {
        kind: "p",
        text: "Find the total volume processed for the month, usually on the summary page as gross sales or total amount submitted. Use sales before refunds, since most fees were charged on the original sale.",
      },
      { kind: "h3", text: "Step 2: total fees" },
      {
        kind: "p",
        text: "Find the total fees charged for the month. Some processors deduct fees daily from each deposit, others take them in one debit at the start of the next month; either way the statement shows a total. If it does not, add the fee sections together, including monthly and annual fees.",
      },
      { kind: "h3", text: "Step 3: divide" },
      {
        kind: "p",
        text: "Divide total fees by total card sales. The result is your effective rate, the true percentage you pay to accept cards. A restaurant with $38,000 in card sales and $1,140 in fees has an effective rate of exactly 3.0%. Write the number down for each month; it is the benchmark every offer should beat.",
      },
      {
        kind: "p",
        text: "There is no single 'good' effective rate, because it depends on your card mix and how you accept cards. A counter-service business that takes mostly debit cards in person will land far lower than an online store taking rewards cards. What matters is how much of your rate is markup, and whether it has been drifting up.",
      },
      { kind: "h3", text: "Step 4: mark the lines that are not interchange" },
      {
        kind: "list",
        items: [
          "Rates described as qualified, mid-qualified or non-qualified: a sign of tiered pricing (chapter 3).",
          "Monthly fees: statement, service, account maintenance, online reporting, minimum monthly fee.",
          "PCI fees: a compliance fee is common; a non-compliance fee means a questionnaire was not completed.",
          "Per-transaction fees for authorisation, batch settlement, AVS checks or gateway access.",
          "Annual or 'regulatory' fees that appear once a year, often in a quiet month.",
          "Any fee whose name you cannot explain after reading it twice.",
        ],
      },
      {
        kind: "p",
        text: "Compare the same lines across three months. Markups rarely jump in one step; they creep in as a new fee of a few dollars or a rate change announced in a message printed at the bottom of a statement. Those notices are easy to miss and they count as notice under most agreements.",
      },
      {
        kind: "callout",
        title: "Bring it to a specialist",
        text: "If the statement defeats you, that is not your fault: many are designed to be hard to read. We review statements free of charge and show you the effective rate, the markup and each fee by name, whether or not you switch.",
      },
    ],
  },
  {
    id: "pricing-models",
    title: "Pricing models compared",
    summary:
      "Tiered, flat rate, interchange plus and subscription pricing, and who each one suits.",
    blocks: [
      {
        kind: "p",
        text: "Processors package the same underlying costs in a handful of ways. The package matters more than the headline rate, because it decides who keeps the difference when your card mix changes.",
      },
      { kind: "h3", text: "Tiered pricing" },
      {
        kind: "p",
        text: "Tiered pricing sorts every sale into two or three buckets, usually called qualified, mid-qualified and non-qualified, each with its own rate. The quoted rate is the qualified one, and it is often very low. The catch is that the processor decides which cards qualify, and rewards cards, business cards and keyed-in sales tend to fall into the expensive buckets. Tiered pricing makes it nearly impossible to compare offers, and it lets the processor keep the savings when interchange falls.",
      },
      { kind: "h3", text: "Flat rate" },
      {
        kind: "p",
        text: "A flat rate charges one percentage plus, sometimes, a per-transaction fee on every card. It is easy to understand and predictable, which suits new businesses, seasonal sellers and anyone processing a few thousand dollars a month. As volume grows, a flat rate usually becomes expensive, because cheap debit sales are charged the same as premium rewards cards.",
      },
      { kind: "h3", text: "Interchange plus" },
      {
        kind: "p",
        text: "Interchange plus passes interchange and assessments through at cost and adds one disclosed markup, for example a fixed percentage and a few cents per transaction. Your statement shows each layer separately, so you can check the markup yourself, and any change the card brands make to interchange reaches you directly. For most established businesses this is the most transparent and usually the lowest-cost model. It is our default recommendation.",
      },
      { kind: "h3", text: "Subscription or membership pricing" },
      {
        kind: "p",
        text: "Some processors charge a fixed monthly fee plus a small per-transaction fee on top of interchange, with no percentage markup at all. For high-volume businesses with large average tickets this can be very economical. For small or seasonal businesses the monthly fee can outweigh the savings in slow months.",
      },
      { kind: "h3", text: "Cash discount and surcharging" },
      {
        kind: "p",
        text: "Finally, two programs change who pays the cost of card acceptance rather than its size: a cash discount, where the posted price is the card price and cash customers receive a discount, and surcharging, where a fee is added to credit-card sales. Both can bring your net cost close to zero, and both come with rules. They have a chapter each, because getting them wrong is expensive.",
      },
      {
        kind: "callout",
        title: "How to compare two offers",
        text: "Ask both processors to price the same recent statement and to show the total monthly cost in dollars, including every monthly and annual fee divided over twelve months. Compare dollars, not headline rates.",
      },
    ],
  },
];
