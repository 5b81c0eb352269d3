import { site } from "@/content/site";

/**
 * What the sender of a statement reads on /statement-review/sent about each file: the figures
 * the file's own sums confirm, or that a specialist reads it. Only the sender sees this part.
 */
export const statementFiguresCopy = {
  heading: "What your statement says",
  intro:
    "We read the totals from your file as it arrived. Only figures that the file's own arithmetic confirms are shown here: a statement's fee lines add up to its total fees and its sales to its card totals; an export's rows add up to its own net column.",
  confirm: `A specialist in ${site.address.city} will confirm these figures and send the full comparison within one business day (${site.hours.display}).`,
  fileHeading: (name: string) => `From ${name}`,
  labels: {
    month: "Statement period",
    sales: { gross: "Card sales", net: "Card sales after refunds" },
    payments: "Card payments",
    fees: "Fees you paid",
    rate: "Effective rate",
  },
  /** How the rate was worked out, in the words of its basis. */
  rateBasis: {
    gross: "your fees divided by your card sales, before refunds",
    net: "your fees divided by your card sales after refunds",
  },
  notConfirmed: "A specialist is reading it",
  noRate:
    "Your effective rate is not shown: the file does not confirm what its fees come to over its card sales for one month, so a specialist works it out by hand.",
  reading:
    "A specialist is reading this file: we could not confirm its totals from the file's own arithmetic, so we show no figures from it rather than one that could be wrong.",
  photo:
    "Photos and scans stay with the specialist, who reads every line of them by eye. Nothing is read from them automatically.",
  flagsHeading: "Fees worth a question",
  flagGuide: (label: string) => `${label} in our guide`,
  unavailable:
    "We could not show what we read from your statement just now. Your files are safe with us, and the specialist's email brings the full comparison.",
} as const;
