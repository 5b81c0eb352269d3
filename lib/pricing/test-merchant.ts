import type { CardSegment } from "./merchant";

/** A small fixed merchant for the pricing tests: one debit, one credit and one online slice. */
export const testSegments: CardSegment[] = [
  {
    id: "debit",
    label: "Debit",
    kind: "debit",
    channel: "in-person",
    volume: 1_000_000,
    count: 250,
    wholesale: { percent: 0.5, perItem: 20 },
  },
  {
    id: "credit",
    label: "Credit",
    kind: "credit",
    channel: "in-person",
    volume: 2_000_000,
    count: 400,
    wholesale: { percent: 1.85, perItem: 10 },
  },
  {
    id: "online",
    label: "Business cards online",
    kind: "commercial",
    channel: "online",
    volume: 500_000,
    count: 20,
    wholesale: { percent: 2.7, perItem: 10 },
  },
];

export const testPlan = {
  markup: { percent: 0.2, perItem: 8 },
  accountFee: 1000,
  gatewayFee: 1000,
};
