import { currentFields, merchantFields } from "@/lib/calculator/fields";
import { isStateCode, usStates, type StateCode } from "@/lib/calculator/states";
import type { CalculatorValues, CurrentCostMode } from "@/lib/calculator/types";
import { NumberInput } from "./calculator-number-input";

export type MerchantKey = keyof typeof merchantFields;
const merchantKeys = Object.keys(merchantFields) as MerchantKey[];
const modes: { mode: CurrentCostMode; label: string }[] = [
  { mode: "rate", label: "Effective rate" },
  { mode: "fees", label: "Total monthly fees" },
];

type BusinessFieldsProps = {
  values: CalculatorValues;
  errors: Partial<Record<string, string>>;
  onMerchant: (key: MerchantKey) => (value: number | null) => void;
  onCurrent: (value: number | null) => void;
  onMode: (mode: CurrentCostMode) => void;
  onState: (state: StateCode) => void;
};

/** The merchant's own figures: sales, average sale, card mix, today's cost and state. */
export function BusinessFields({
  values,
  errors,
  onMerchant,
  onCurrent,
  onMode,
  onState,
}: BusinessFieldsProps) {
  return (
    <fieldset>
      <legend className="text-base font-semibold text-brand-900">Your business</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {merchantKeys.map((key) => (
          <NumberInput
            key={key}
            id={`calc-${key}`}
            field={merchantFields[key]}
            defaultValue={values[key]}
            error={errors[key]}
            onValue={onMerchant(key)}
          />
        ))}
        <div>
          <label htmlFor="calc-state" className="block text-sm font-medium text-ink">
            State
          </label>
          <select
            id="calc-state"
            name="state"
            value={values.state}
            onChange={(event) => {
              const code = event.currentTarget.value;
              if (isStateCode(code)) onState(code);
            }}
            className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink"
          >
            {usStates.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-ink">What you pay today</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
          {modes.map(({ mode, label }) => (
            <label key={mode} className="flex items-center gap-2 py-1 text-sm text-ink">
              <input
                type="radio"
                name="current-mode"
                value={mode}
                checked={values.currentMode === mode}
                onChange={() => onMode(mode)}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </div>
        <NumberInput
          key={values.currentMode}
          id="calc-current"
          className="mt-2 sm:max-w-[calc(50%-0.5rem)]"
          field={currentFields[values.currentMode]}
          defaultValue={values.currentValue}
          error={errors.current}
          onValue={onCurrent}
        />
      </fieldset>
    </fieldset>
  );
}
