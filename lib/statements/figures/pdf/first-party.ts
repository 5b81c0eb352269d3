// The acquirer's own "card processing statement" (Fiserv/First Data, Chase and the banks that
// resell them): a summary whose lines add up, (amount submitted − third party transactions) +
// chargebacks/reversals + adjustments − fees charged = amount processed, a summary by card type,
// and a "Fees charged" section with its total.
import { check, type Check } from "../checks";
import type { Draft } from "../finish";
import { brandLines, brandTable } from "./brand-table";
import { labelled } from "./fields";
import { feeSection } from "./fee-lines";
import { feeChecks, tableChecks } from "./sums";
import type { TextLine } from "./text-lines";

const summary = {
  submitted: /^(total )?amount (you )?submitted$/i,
  thirdParty: /^third[- ]party (transactions|amounts?)$/i,
  chargebacks: /^chargebacks?( ?(\/|and|&) ?reversals?)?$/i,
  adjustments: /^(financial )?adjustments$/i,
  fees: /^(fees charged|charges (&|and) fees)$/i,
  processed: /^(total )?amount (processed|funded)( to your bank)?$/i,
};
const feesHeading = /^fees charged$/i;
const feesTotal = /^total (fees charged|fees|charges (&|and) fees)$/i;
const nextSection =
  /^(summary by card type|amounts? (funded|submitted) by|third[- ]party transactions$|chargebacks|adjustments$|important|key terms)/i;

/** The statement's figures, or undefined when it has no such summary. */
export function readFirstParty(lines: readonly TextLine[]): Draft | undefined {
  const found = Object.fromEntries(
    Object.entries(summary).map(([key, pattern]) => [key, labelled(lines, pattern)]),
  ) as Record<keyof typeof summary, ReturnType<typeof labelled>>;
  const { submitted, thirdParty, chargebacks, adjustments, fees, processed } = found;
  if (!submitted || !processed || !fees) return undefined;

  const third = Math.abs(thirdParty?.value ?? 0);
  const charged = Math.abs(fees.value);
  const checks: Check[] = [
    check(
      "amount submitted − third party + chargebacks/reversals + adjustments − fees charged = amount processed",
      processed.value,
      submitted.value - third + (chargebacks?.value ?? 0) + (adjustments?.value ?? 0) - charged,
      ["netSales", "totalFees"],
    ),
  ];
  const table = brandTable(lines);
  if (table) checks.push(...tableChecks(table, submitted.value));
  const heading = lines.findIndex((line) => feesHeading.test(line.text));
  const section = heading >= 0 ? feeSection(lines, heading, feesTotal, nextSection) : undefined;
  if (section) checks.push(...feeChecks(section, charged));

  const total = table?.total;
  return {
    format: "pdf-first-party",
    read: {
      netSales: { value: submitted.value, source: submitted.source },
      totalFees: { value: charged, source: fees.source },
      ...(total?.gross !== undefined && {
        grossSales: { value: total.gross, source: total.source },
      }),
      ...(total?.count !== undefined && { payments: { value: total.count, source: total.source } }),
    },
    checks,
    feeLines: section?.lines ?? [],
    brands: table ? brandLines(table) : [],
    // Third parties (American Express direct, say) bill their own fees elsewhere: fees over all
    // sales would understate the rate.
    rate: third === 0,
  };
}
