import type { NumberField } from "@/lib/calculator/fields";
import { cn } from "@/lib/utils";

type NumberInputProps = {
  id: string;
  field: NumberField;
  defaultValue: number;
  error?: string;
  onValue: (value: number | null) => void;
  className?: string;
};

/** One labelled number input of the calculator, with its unit and its error message. */
export function NumberInput({
  id,
  field,
  defaultValue,
  error,
  onValue,
  className,
}: NumberInputProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {field.label}
        <span className="sr-only">{field.unit === "$" ? ", in dollars" : ", in percent"}</span>
      </label>
      <div
        className={cn(
          "mt-1 flex items-center rounded-lg border bg-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600",
          error ? "border-red-700" : "border-slate-400",
        )}
      >
        {field.unit === "$" && (
          <span className="pl-3 text-muted" aria-hidden="true">
            $
          </span>
        )}
        <input
          id={id}
          name={field.param}
          type="number"
          inputMode="decimal"
          min={field.min}
          max={field.max}
          step={field.step}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const value = event.currentTarget.valueAsNumber;
            const valid = Number.isFinite(value) && value >= field.min && value <= field.max;
            onValue(valid ? value : null);
          }}
          className="w-full min-w-0 rounded-lg bg-transparent px-3 py-2 text-base text-ink tabular-nums outline-none"
        />
        {field.unit === "%" && (
          <span className="pr-3 text-muted" aria-hidden="true">
            %
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The message shown under a field whose value is out of bounds. */
export function rangeMessage(field: NumberField): string {
  const unit = (value: number) =>
    field.unit === "$" ? `$${value.toLocaleString("en-US")}` : `${value}%`;
  return `Enter a number from ${unit(field.min)} to ${unit(field.max)}.`;
}
