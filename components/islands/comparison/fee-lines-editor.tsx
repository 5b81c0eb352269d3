import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FieldError, TextField } from "@/components/ui/form-fields";
import { maxFeeLines } from "@/lib/comparison/inputs";
import { fieldId, type DraftLine } from "./draft";

/**
 * The statement's fee lines, each a name and an amount; rows can be added and removed. `mark`
 * says under a line's name whether it was read from the file; `onTyped` hears of a line changed.
 */
export function FeeLinesEditor({
  lines,
  errors,
  onChange,
  mark,
  onTyped,
}: {
  lines: DraftLine[];
  errors: Record<string, string>;
  onChange: (lines: DraftLine[]) => void;
  mark?: (line: DraftLine) => ReactNode;
  onTyped?: (key: number) => void;
}) {
  const update = (key: number, change: Partial<DraftLine>) => {
    onTyped?.(key);
    onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)));
  };
  const add = () => {
    const key = Math.max(-1, ...lines.map((line) => line.key)) + 1;
    onChange([...lines, { key, name: "", amount: "" }]);
  };
  const groupId = fieldId("feeLines");
  return (
    <fieldset
      className="space-y-3"
      aria-describedby={errors.feeLines ? `${groupId}-error` : undefined}
    >
      <legend className="text-sm font-semibold text-ink">
        Fee lines <span className="font-normal text-muted">(optional, up to {maxFeeLines})</span>
      </legend>
      <p className="text-sm text-muted">
        Name each fee as the statement does. Interchange and assessment lines are passed through at
        cost in our price.
      </p>
      {lines.map((line, index) => (
        <div
          key={line.key}
          className="grid grid-cols-[1fr_auto] items-end gap-3 sm:grid-cols-[1fr_10rem_auto]"
        >
          <TextField
            id={fieldId(`feeLines.${index}.name`)}
            className="col-span-2 sm:col-span-1"
            label={`Fee ${index + 1} name`}
            hint={mark?.(line)}
            value={line.name}
            error={errors[`feeLines.${index}.name`]}
            onChange={(event) => update(line.key, { name: event.target.value })}
          />
          <TextField
            id={fieldId(`feeLines.${index}.amount`)}
            label={`Fee ${index + 1} amount ($)`}
            inputMode="decimal"
            value={line.amount}
            error={errors[`feeLines.${index}.amount`]}
            onChange={(event) => update(line.key, { amount: event.target.value })}
          />
          <Button
            variant="secondary"
            aria-label={`Remove fee ${index + 1}`}
            onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
          >
            Remove
          </Button>
        </div>
      ))}
      <div id={groupId} tabIndex={-1}>
        <Button variant="secondary" onClick={add} disabled={lines.length >= maxFeeLines}>
          Add a fee line
        </Button>
      </div>
      <FieldError id={groupId} error={errors.feeLines} />
    </fieldset>
  );
}
