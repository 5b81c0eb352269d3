import type { CardSegment } from "@/lib/pricing/merchant";
import { usd, type Rate } from "@/lib/pricing/money";

/**
 * The one merchant every pricing and comparison page prices. Wholesale rates are interchange plus
 * card-brand fees, blended for each slice from the card brands' published US tables; they are
 * assumptions for the example, and a merchant's own statement shows its real ones.
 */
export const exampleMerchant = {
  name: "Maple Lane Garden & Supply",
  disclaimer: "a composite example, not a real customer",
  place: "Waukesha County",
  summary:
    "a garden center and landscape-supply yard that sells at the counter to homeowners and bills contractors by emailed invoice",
  segments: [
    {
      id: "debit",
      label: "Debit cards at the counter",
      kind: "debit",
      channel: "in-person",
      volume: usd(15_000),
      count: 400,
      wholesale: { percent: 0.5, perItem: 20 },
    },
    {
      id: "credit",
      label: "Consumer credit cards at the counter",
      kind: "credit",
      channel: "in-person",
      volume: usd(25_000),
      count: 500,
      wholesale: { percent: 1.85, perItem: 10 },
    },
    {
      id: "commercial",
      label: "Business cards paying invoices online",
      kind: "commercial",
      channel: "online",
      volume: usd(10_000),
      count: 40,
      wholesale: { percent: 2.7, perItem: 10 },
    },
  ] satisfies CardSegment[],
  /** The merchant's home state, for the surcharge rules. */
  state: "WI",
  /** A typical item, to show card and cash prices. */
  item: { name: "a flat of perennials", cashPrice: usd(40) },
  /** The card premium the cash-discount example posts, sized to cover the card cost. */
  cardPremiumPercent: 2.5,
  /** ACH returns a month if the invoice payments moved to bank transfer. */
  achReturnsPerMonth: 1,
} as const;

/** Wholesale rates of the invoice slice with each level of commercial-card data. */
export const commercialDataRates = {
  level1: { percent: 2.7, perItem: 10 },
  /** Mastercard still prices Level 2 data; Visa ended its Level 2 rates in 2026. */
  level2: { percent: 2.2, perItem: 10 },
  level3: { percent: 1.9, perItem: 10 },
  /** Visa's enhanced-data participation fee since April 2025, on every enhanced-data payment. */
  visaProgramFee: { percent: 0.05, perItem: 0 },
} as const satisfies Record<string, Rate>;

/**
 * The profile behind the spec's "rates as low as 1.75%": the effective rate (every fee in a month
 * divided by card volume) of an in-person store with a debit-heavy mix, on our example markup.
 */
export const lowestRateProfile = {
  summary:
    "an in-person store taking $50,000 a month in 800 chip or tap payments averaging $62.50, with about half of the dollars on debit cards and no online payments",
  segments: [
    {
      id: "debit",
      label: "Debit cards in person",
      kind: "debit",
      channel: "in-person",
      volume: usd(25_800),
      count: 430,
      wholesale: { percent: 0.5, perItem: 20 },
    },
    {
      id: "credit",
      label: "Credit cards in person",
      kind: "credit",
      channel: "in-person",
      volume: usd(24_200),
      count: 370,
      wholesale: { percent: 1.85, perItem: 10 },
    },
  ] satisfies CardSegment[],
} as const;
