// The card networks' own per-item fees, which a processor should pass through at cost: a line
// that bills more per item than these is marked up (flags.ts). Visa and Mastercard publish them
// to acquirers, not to the public; these are the figures that processors' and consultants'
// published guides agree on. Check them each April and October, when the networks change fees,
// and move `checked` with them.

/** One network fee per authorization, in dollars, and which statement wording names it. */
export type NetworkFeeRate = {
  id: string;
  /** The fee as a merchant reads about it. */
  name: string;
  /** Lower-case wording a statement line uses for it; every fragment of one entry must appear. */
  matches: readonly (readonly string[])[];
  /** Wording that puts a line under another entry (a debit or an international variant). */
  unless?: readonly string[];
  perItemDollars: number;
  /** The day the rate was last compared with its sources (ISO). */
  checked: string;
  sources: readonly string[];
};

const visaSources = [
  "https://www.cardfellow.com/blog/acquirer-processing-fee/ (credit $0.0195, debit $0.0155 since April 2012)",
  "https://merchantcostconsulting.com/lower-credit-card-processing-fees/acquirer-processing-fee",
  "http://www.merchantnations.com/Interchange/visa",
];
const mastercardSources = [
  "https://merchantcostconsulting.com/lower-credit-card-processing-fees/mastercard-nabu-fee (US-issued $0.0195, non-US $0.0295)",
  "https://www.cardfellow.com/blog/nabu-fee-network-access-brand-usage/ ($0.0195 since 2018 at least)",
  "http://transparencyx.com/wiki/MasterCard_assessments",
];
const visaApf = [["acquirer proc"], ["acqr", "processor"], ["visa", "apf"], ["vs", "apf"]];
const nabu = [["nabu"], ["network access", "brand usage"], ["mc", "network access"]];
const debit = ["debit", "prepaid"];
const international = [
  "international",
  "intl",
  "cross border",
  "cross-border",
  "non-us",
  "foreign",
];

/** The published per-item network fees, most specific first. */
export const networkFeeRates: readonly NetworkFeeRate[] = [
  {
    id: "visa-apf-debit",
    name: "Visa's acquirer processing fee on debit cards",
    matches: visaApf.map((words) => [...words, "debit"]),
    perItemDollars: 0.0155,
    checked: "2026-11-28",
    sources: visaSources,
  },
  {
    id: "visa-apf-credit",
    name: "Visa's acquirer processing fee",
    matches: visaApf,
    unless: debit,
    perItemDollars: 0.0195,
    checked: "2026-11-28",
    sources: visaSources,
  },
  {
    id: "mastercard-nabu-international",
    name: "Mastercard's network access and brand usage fee (NABU) on cards issued abroad",
    matches: international.flatMap((word) => nabu.map((words) => [...words, word])),
    perItemDollars: 0.0295,
    checked: "2026-11-28",
    sources: mastercardSources,
  },
  {
    id: "mastercard-nabu",
    name: "Mastercard's network access and brand usage fee (NABU)",
    matches: nabu,
    unless: international,
    perItemDollars: 0.0195,
    checked: "2026-11-28",
    sources: mastercardSources,
  },
];

/** The network fee a statement line names, if any. */
export function networkFeeOf(label: string): NetworkFeeRate | undefined {
  const words = label.toLowerCase().replace(/\s+/g, " ");
  const has = (fragment: string) => new RegExp(`\\b${fragment}`).test(words);
  return networkFeeRates.find(
    (rate) =>
      rate.matches.some((fragments) => fragments.every(has)) && !(rate.unless ?? []).some(has),
  );
}
