import { cardRules } from "@/content/pricing/card-rules";
import type { Paragraph } from "@/content/pricing/types";
import { DataTable } from "@/components/ui/data-table";
import { Prose } from "./rich-text";
import { Section } from "./section";

/**
 * The card-brand and state rules for surcharges and cash discounts. The page supplies its own
 * lead-in; the rules themselves come from one source so no page can state them differently.
 */
export function CardRulesSection({
  heading,
  paragraphs,
}: {
  heading: string;
  paragraphs: readonly Paragraph[];
}) {
  return (
    <Section id="card-rules" heading={heading}>
      <div className="prose-copy mt-4 max-w-3xl">
        <Prose paragraphs={paragraphs} />
      </div>
      <DataTable
        id="card-rules-table"
        caption="Surcharge and cash-discount rules that apply in 2026"
        columns={["Rule", "What it means for you"]}
        rows={cardRules.map((rule) => ({ key: rule.id, label: rule.rule, cells: [rule.detail] }))}
      />
    </Section>
  );
}
