// Any other statement with a text layer: the totals it labels in words a statement uses (total
// sales or amount submitted, items or transactions, total fees or fees charged, discount due).
// Nothing here is summed against anything, so every figure it finds stays unconfirmed.
import type { Draft } from "../finish";
import { fieldsOf, labelled, lastMoney, sourceOf, type Labelled } from "./fields";
import type { TextLine } from "./text-lines";

const labels = {
  grossSales:
    /^(total )?(gross sales|gross volume|sales volume|card sales|total sales|sales amount|gross amount)\b/i,
  netSales: /^(total )?(amount (you )?submitted|net sales|net volume|total submitted)\b/i,
  payments:
    /^(total )?(items|transactions|sales count|transaction count|number of (sales|transactions|items))\b/i,
  totalFees:
    /^(total )?(fees charged|fees|charges (&|and) fees|fees (&|and) charges|processing fees|total charges)\b/i,
};
const discountDue = /^(total )?discount due\b/i;
const feeWords = /fee|charge|minimum|qual|discount|assessment|statement/i;

/** The labelled totals, or undefined when the file labels none of sales or fees. */
export function readGeneral(lines: readonly TextLine[]): Draft | undefined {
  const grossSales = labelled(lines, labels.grossSales);
  const netSales = labelled(lines, labels.netSales);
  const payments = labelled(lines, labels.payments, "count");
  const fees = labelled(lines, labels.totalFees);
  const discount = labelled(lines, discountDue);
  if (!grossSales && !netSales && !fees && !discount) return undefined;
  const at = ({ value, source }: Labelled) => ({ value: Math.abs(value), source });
  return {
    format: "pdf-general",
    read: {
      ...(grossSales && { grossSales: at(grossSales) }),
      ...(netSales && { netSales: at(netSales) }),
      ...(payments && { payments: at(payments) }),
      ...(fees && { totalFees: at(fees) }),
    },
    checks: [],
    feeLines: discount
      ? [
          {
            label: fieldsOf(lines[discount.index]!).label,
            amount: Math.abs(discount.value),
            source: discount.source,
          },
        ]
      : [],
    brands: [],
    flagLines: lines.flatMap((line) => {
      const fields = fieldsOf(line);
      const money = lastMoney(fields);
      if (!money || !feeWords.test(fields.label) || /^total\b/i.test(fields.label)) return [];
      return [{ label: fields.label, amount: Math.abs(money.number), source: sourceOf(line) }];
    }),
  };
}
