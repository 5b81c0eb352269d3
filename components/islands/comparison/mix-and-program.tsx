import { TextField } from "@/components/ui/form-fields";
import { programLabels } from "@/lib/comparison/our-price";
import { brandKeys, fieldId, type Draft } from "./draft";

const brandLabels = {
  visa: "Visa",
  mastercard: "Mastercard",
  discover: "Discover",
  amex: "American Express",
  debit: "Debit cards (of all sales)",
};

/** The optional card-brand mix, the online share and the program to price the month on. */
export function MixAndProgram({
  draft,
  errors,
  set,
}: {
  draft: Draft;
  errors: Record<string, string>;
  set: (change: Partial<Draft>) => void;
}) {
  return (
    <>
      <div className="space-y-3">
        <label className="flex gap-3 text-sm font-semibold text-ink">
          <input
            type="checkbox"
            checked={draft.withMix}
            onChange={(event) => set({ withMix: event.target.checked })}
            className="size-5 accent-brand-700"
          />
          Enter the card-brand mix (shares of card sales, %)
        </label>
        {draft.withMix && (
          <div className="grid gap-3 sm:grid-cols-3">
            {brandKeys.map((key) => (
              <TextField
                key={key}
                id={fieldId(`mix.${key}`)}
                label={brandLabels[key]}
                inputMode="decimal"
                value={draft.mix[key]}
                error={errors[`mix.${key}`]}
                onChange={(event) => set({ mix: { ...draft.mix, [key]: event.target.value } })}
              />
            ))}
          </div>
        )}
      </div>
      <TextField
        id={fieldId("onlineShare")}
        value={draft.onlineShare}
        error={errors.onlineShare}
        onChange={(event) => set({ onlineShare: event.target.value })}
        label="Share taken online or keyed in (%)"
        inputMode="decimal"
        optional
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-ink">Price the month our way on</legend>
        {(Object.keys(programLabels) as (keyof typeof programLabels)[]).map((program) => (
          <label key={program} className="flex gap-3 text-sm text-ink">
            <input
              type="radio"
              name="program"
              value={program}
              checked={draft.program === program}
              onChange={() => set({ program })}
              className="size-5 accent-brand-700"
            />
            {programLabels[program]}
          </label>
        ))}
      </fieldset>
    </>
  );
}
