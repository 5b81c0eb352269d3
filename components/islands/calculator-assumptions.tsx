import { assumptionFields } from "@/lib/calculator/fields";
import type { Assumptions } from "@/lib/calculator/types";
import { NumberInput } from "./calculator-number-input";

const groups: { title: string; keys: (keyof Assumptions)[] }[] = [
  {
    title: "Card-brand cost (interchange and network fees)",
    keys: [
      "creditRateLow",
      "creditRateHigh",
      "creditPerItem",
      "debitRateLow",
      "debitRateHigh",
      "debitPerItem",
    ],
  },
  { title: "Interchange plus", keys: ["markupRate", "markupPerItem", "monthlyFee"] },
  { title: "Flat rate", keys: ["flatRate", "flatPerItem"] },
  { title: "Cash discount and zero fee", keys: ["cashAdjustment", "surchargeRate"] },
];

type AssumptionFieldsProps = {
  assumptions: Assumptions;
  errors: Partial<Record<string, string>>;
  onAssumption: (key: keyof Assumptions) => (value: number | null) => void;
};

/** The editable assumptions, folded away until the visitor wants them. */
export function AssumptionFields({ assumptions, errors, onAssumption }: AssumptionFieldsProps) {
  return (
    <details className="group mt-5 rounded-lg border border-line">
      <summary className="flex cursor-pointer items-center justify-between px-4 py-3 text-sm font-semibold text-brand-800">
        Edit the assumptions
        <span aria-hidden="true" className="transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="space-y-5 border-t border-line px-4 py-4">
        {groups.map((group) => (
          <fieldset key={group.title}>
            <legend className="text-sm font-semibold text-ink">{group.title}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              {group.keys.map((key) => (
                <NumberInput
                  key={key}
                  id={`calc-${key}`}
                  field={assumptionFields[key]}
                  defaultValue={assumptions[key]}
                  error={errors[key]}
                  onValue={onAssumption(key)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </details>
  );
}
