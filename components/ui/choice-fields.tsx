import type { ReactNode } from "react";
// clsx rather than cn(): this renders inside islands, where tailwind-merge would add about
// 9 KiB gzip to the page; callers only add classes (layout, spacing), never override them.
import { clsx } from "clsx";
import { FieldError } from "./form-fields";

const boxClass = "mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700";

/** A group of checkboxes sharing one name; the first box carries the id errors link to. */
export function CheckboxGroup({
  id,
  name,
  legend,
  options,
  checked,
  error,
  className,
}: {
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  error?: string;
  className?: string;
}) {
  return (
    <fieldset
      className={clsx("space-y-2", className)}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex gap-3 rounded-lg border border-line p-3 text-sm text-ink"
          >
            <input
              type="checkbox"
              id={index === 0 ? id : undefined}
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              aria-invalid={error ? true : undefined}
              className={boxClass}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** One checkbox that must be ticked, such as a confirmation. */
export function ConfirmField({
  id,
  name,
  label,
  checked,
  error,
}: {
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  error?: string;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex gap-3 text-sm text-ink">
        <input
          type="checkbox"
          id={id}
          name={name}
          value="yes"
          required
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={boxClass}
        />
        <span>{label}</span>
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
