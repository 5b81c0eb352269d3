/**
 * Level 2 and 3 data and Visa's 2025-2026 commercial-card changes, stated conservatively:
 * the dates are Visa's published programme dates; rates themselves are not quoted here.
 */
export const commercialCards = {
  eyebrow: "B2B processing",
  heading: "Business-to-business payments with level 2 and 3 data",
  intro:
    "When another business pays you with a corporate, purchasing or business credit card, the card brands charge more than for a consumer card unless the payment carries extra data. We set up your invoices, gateway and terminals to send that data, and accept ACH and electronic check for customers who prefer their bank.",
  levels: [
    {
      title: "Level 2 data",
      body: "Sales tax amount, customer code or purchase-order number added to the payment.",
    },
    {
      title: "Level 3 data",
      body: "The invoice's line items: product code, description, quantity, unit price, commodity code, freight and duty.",
    },
  ],
  changesHeading: "What changed at Visa in 2025 and 2026",
  changes: [
    {
      when: "April 2025",
      what: "Visa launched its Commercial Enhanced Data Program (CEDP), with a 0.05% fee on commercial-card payments submitted with level 2 or level 3 data.",
    },
    {
      when: "October 2025",
      what: "CEDP replaced Visa's level 3 programme. The lower level 3 rates now depend on line-item data that passes Visa's data-quality review; placeholder values no longer qualify.",
    },
    {
      when: "April 2026",
      what: "Visa retired its separate level 2 rates, except for commercial fuel purchases. Sales-tax data alone no longer lowers a Visa rate.",
    },
  ],
  takeaway:
    "If you invoice other businesses, real line-item data is now the way to lower Visa commercial-card costs. Other card brands set their own rules; we check your card mix against each one.",
  links: [
    { label: "Level 2 and 3 processing explained", href: "/level-2-3" },
    { label: "B2B payment processing", href: "/b2b-processing" },
  ],
} as const;
