// Fees worth questioning, found in a statement's own fee lines by every reader (PDF statements
// and processor exports alike), each in plain words with the line it came from.
import { networkFeeOf } from "./network-fee-rates";
import type { FeeFlag, FeeLine } from "./types";

/** A fee line, with its count and per-item price where the statement prints them. */
export type PricedFeeLine = FeeLine & { count?: number; perItemDollars?: number };

type Kind = FeeFlag["kind"];

/**
 * The fee glossary's entry that explains each kind (content/statement-comparison/fee-glossary.ts,
 * whose test holds every id here to an entry): ids as data, so lib/ does not read content/.
 */
export const flagGlossaryIds: Record<Kind, string> = {
  "pci-non-compliance": "pci",
  "monthly-minimum": "monthly",
  "tiered-pricing": "tiered",
  "network-fee-markup": "assessments",
  "statement-fee": "monthly",
  "batch-fee": "batch",
  "annual-fee": "annual",
};

const wording: { kind: Exclude<Kind, "network-fee-markup">; pattern: RegExp; text: string }[] = [
  {
    kind: "pci-non-compliance",
    pattern: /non[- ]?complian|non[- ]?validat|pci.*(penalty|not compliant)/i,
    text: "A PCI non-compliance fee: the processor has no current security questionnaire on file for you. Completing it usually ends this fee.",
  },
  {
    kind: "monthly-minimum",
    pattern: /\bmin(imum)?\b|\bmin\.? (disc|proc|fee)/i,
    text: "A monthly minimum: the processor charges the difference when your month's fees come to less than an agreed amount.",
  },
  {
    kind: "tiered-pricing",
    pattern: /\b(non|mid|partially)[- ]?qual|\bqualified\b|\bqual\b|\b[mn][- ]qual/i,
    text: "Tiered pricing: sales are sorted into qualified, mid-qualified and non-qualified rates, and the processor decides which cards fall into the dearer ones.",
  },
  {
    kind: "annual-fee",
    pattern: /\bannual\b|\byearly\b|\bregulatory\b/i,
    text: "An annual fee: charged once a year, often in a quiet month, on top of the monthly fees.",
  },
  {
    kind: "statement-fee",
    pattern: /\bstatement\b|\bstmt\b/i,
    text: "A statement fee: a monthly charge for the statement itself, which many processors do not bill.",
  },
  {
    kind: "batch-fee",
    pattern: /\bbatch\b|\bsettle(ment)? fee|\bclose fee/i,
    text: "A batch fee: a charge each time the day's card payments are sent for settlement.",
  },
];

const dearerTier = /\b(non|mid|partially)[- ]?qual|\b[mn][- ]qual/i;

/**
 * The flags a statement's fee lines raise, each kind once. Tiered pricing points at its first
 * mid- or non-qualified line, where the dearer rates are.
 */
export function feeFlags(lines: readonly PricedFeeLine[]): FeeFlag[] {
  const flags: FeeFlag[] = [];
  const ordered = new Set([...lines.filter((l) => dearerTier.test(l.label)), ...lines]);
  for (const line of ordered) {
    const markup = networkFeeMarkup(line);
    if (markup) flags.push(markup);
    const found = wording.find(({ pattern }) => pattern.test(line.label));
    if (!found || flags.some((flag) => flag.kind === found.kind)) continue;
    flags.push({
      kind: found.kind,
      text: found.text,
      line: line.label,
      amount: line.amount,
      source: line.source,
      glossaryId: flagGlossaryIds[found.kind],
    });
  }
  // In the statement's order, as the merchant reads it.
  const order = new Map(lines.map((line, index) => [line.source, index]));
  return flags.sort((a, b) => (order.get(a.source) ?? 0) - (order.get(b.source) ?? 0));
}

// A per-item network fee billed above what the network charges: by the price the line prints,
// else by its amount over its count (a cent of rounding allowed).
function networkFeeMarkup(line: PricedFeeLine): FeeFlag | undefined {
  const fee = networkFeeOf(line.label);
  if (!fee) return undefined;
  const { count, perItemDollars } = line;
  const published = fee.perItemDollars;
  const overPrice = perItemDollars !== undefined && perItemDollars > published + 1e-9;
  const overAmount =
    count !== undefined &&
    count > 0 &&
    Math.abs(line.amount) > Math.ceil(count * published * 100) + 1;
  if (!overPrice && !overAmount) return undefined;
  const billed = perItemDollars ?? Math.abs(line.amount) / 100 / count!;
  return {
    kind: "network-fee-markup",
    text: `${fee.name} is $${published} a payment; this line bills $${billed.toFixed(4)}. The difference goes to the processor, not the card network.`,
    line: line.label,
    amount: line.amount,
    source: line.source,
    glossaryId: flagGlossaryIds["network-fee-markup"],
  };
}
