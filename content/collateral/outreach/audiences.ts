/** The phrases that tailor a sequence to one kind of business; sequences use them as {tokens}. */
export type Audience = {
  id: string;
  label: string;
  /** {pain}: the cost that hurts this kind of business, as a noun phrase. */
  pain: string;
  /** {remedy}: what we would change, as a noun phrase. */
  remedy: string;
  /** {detail}: one concrete thing we set up for them, as a noun phrase. */
  detail: string;
  /** {peers}: businesses like theirs, plural, for "other {peers} in {city}". */
  peers: string;
};

export const audiences = [
  {
    id: "restaurant",
    label: "Restaurants and cafes",
    pain: "card fees on every ticket, tips included",
    remedy:
      "a compliant cash discount with the card price on the menu, or interchange-plus pricing",
    detail: "tableside tap-to-pay and a terminal that prints both the card and the cash price",
    peers: "restaurant owners",
  },
  {
    id: "healthcare",
    label: "Healthcare, dental and veterinary",
    pain: "processing costs on patient balances that reimbursements do not cover",
    remedy: "interchange-plus pricing with every fee listed by name",
    detail: "text-to-pay links for patient balances and card-on-file for payment plans",
    peers: "practice managers",
  },
  {
    id: "retail",
    label: "Retail shops",
    pain: "card fees that take a slice of already thin margins",
    remedy: "transparent interchange-plus pricing or a compliant cash discount",
    detail: "chip and tap at the counter, Apple Pay and Google Wallet, and gift and loyalty cards",
    peers: "shop owners",
  },
  {
    id: "b2b",
    label: "B2B sellers",
    pain: "corporate and purchasing cards charged at the most expensive rates",
    remedy: "level 2 and level 3 data, which qualifies commercial cards for lower interchange",
    detail:
      "an online invoice gateway that fills the level 3 fields for you, plus ACH for large invoices",
    peers: "distributors and contractors",
  },
  {
    id: "nonprofit",
    label: "Nonprofits",
    pain: "processing fees taken out of every donation",
    remedy: "interchange-plus pricing and low-cost ACH for recurring gifts",
    detail: "an online giving page, recurring donations and event-day card readers",
    peers: "nonprofit leaders",
  },
] as const satisfies readonly Audience[];

export type AudienceId = (typeof audiences)[number]["id"];
