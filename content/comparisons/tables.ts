import { merchantTerms, ourPricingText } from "@/content/merchant-terms";
import { exampleMerchant } from "@/content/pricing/example-merchant";
import type { TableData } from "@/content/pricing/types";
import { formatPercent, formatRate, formatUsd } from "@/lib/pricing/money";
import { comparisonFigures, type ProviderMonth } from "./figures";
import { providers, sourceNote, type Provider } from "./providers";

type ProviderId = keyof typeof providers;

const ours = "Lake Country (interchange plus)";

function sliceText(channel: "in-person" | "online") {
  const slice = exampleMerchant.segments.filter((segment) => segment.channel === channel);
  const volume = slice.reduce((sum, segment) => sum + segment.volume, 0);
  const count = slice.reduce((sum, segment) => sum + segment.count, 0);
  return `${formatUsd(volume, { whole: true })}, ${count} payments`;
}
const listed = (ids: readonly ProviderId[]) => ids.map((id) => providers[id]);
const month = (id: ProviderId): ProviderMonth => comparisonFigures[id];

/** The example merchant's month, as the same assumptions every comparison prices. */
export function assumptionsTable(): TableData {
  return {
    caption: `The month we price for every provider: ${exampleMerchant.name}`,
    columns: ["Slice of card sales", "Sales", "Payments", "Average payment", "How it is paid"],
    rows: exampleMerchant.segments.map((segment) => ({
      label: segment.label,
      cells: [
        formatUsd(segment.volume, { whole: true }),
        String(segment.count),
        formatUsd(Math.round(segment.volume / segment.count)),
        segment.channel === "online"
          ? "Online, through an emailed invoice"
          : "In person, chip or tap",
      ],
    })),
  };
}

/** What the example month costs with us and with each listed provider, line by line. */
export function costTable(ids: readonly ProviderId[]): TableData {
  const columns = [ours, ...listed(ids).map((provider) => provider.name)];
  const months = [comparisonFigures.ours, ...ids.map(month)];
  const row = (label: string, pick: (m: ProviderMonth) => string, emphasis = false) => ({
    label,
    emphasis,
    cells: months.map(pick),
  });
  return {
    caption: `${exampleMerchant.name}’s month, priced by ${columns.join(", ").replace(/, ([^,]*)$/, " and $1")}`,
    columns: ["Line", ...columns],
    rows: [
      row(`Counter sales (${sliceText("in-person")})`, (m) => formatUsd(m.inPerson)),
      row(`Invoice payments online (${sliceText("online")})`, (m) => formatUsd(m.online)),
      row("Monthly fees", (m) => formatUsd(m.fixed)),
      row("Total a month", (m) => formatUsd(m.total), true),
      row("Effective rate", (m) => formatPercent(m.effectiveRate)),
      row("Total a year", (m) => formatUsd(m.total * 12, { whole: true })),
    ],
    note: sourceNote(listed(ids)),
  };
}

/** Each provider's published standard rates, with where and when they were read. */
export function ratesTable(ids: readonly ProviderId[]): TableData {
  return {
    caption: "Published standard rates used in these comparisons",
    columns: ["Provider", "In person", "Online", "Source"],
    rows: listed(ids).map((provider: Provider) => ({
      label: provider.name,
      cells: [
        `${formatRate(provider.plan.inPerson)} ${provider.inPersonName}`,
        formatRate(provider.plan.online),
        `${provider.source.page}, as of ${provider.source.asOf}`,
      ],
    })),
    note: "Rates change, and each provider lists other rates for keyed-in cards, invoices, international cards and instant payouts. Check the providers’ pages before you decide.",
  };
}

/** Contract, fees, equipment, deposits, statements and support, side by side. */
export function termsTable(ids: readonly ProviderId[]): TableData {
  const topics = [
    ["Pricing", "Interchange plus one written markup", (p: Provider) => p.terms.pricing],
    ["Contract", merchantTerms.contract, (p: Provider) => p.terms.contract],
    ["Cancellation fee", merchantTerms.cancellation, (p: Provider) => p.terms.cancellation],
    [
      "Monthly fees",
      `${ourPricingText.accountFee}, plus ${ourPricingText.gatewayFee} for online payments`,
      (p: Provider) => p.terms.monthlyFee,
    ],
    [
      "Equipment",
      `${merchantTerms.equipment.purchase}. ${merchantTerms.equipment.placement}. ${merchantTerms.equipment.leases}.`,
      (p: Provider) => p.terms.equipment,
    ],
    ["Deposits", merchantTerms.funding, (p: Provider) => p.terms.deposits],
    ["Statement", merchantTerms.statement, (p: Provider) => p.terms.statement],
    ["Support", merchantTerms.support, (p: Provider) => p.terms.support],
  ] as const;
  return {
    caption: "Terms side by side",
    columns: ["Term", "Lake Country", ...listed(ids).map((provider) => provider.name)],
    rows: topics.map(([label, ourTerm, theirs]) => ({
      label,
      cells: [ourTerm, ...listed(ids).map(theirs)],
    })),
    note: `${listed(ids)
      .map((provider) => `${provider.name}’s terms`)
      .join(
        " and ",
      )} as published on ${listed(ids).length > 1 ? "their own sites" : "its own site"} as of ${listed(ids)[0]?.source.asOf ?? ""}.`,
  };
}
