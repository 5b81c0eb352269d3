import type { ComponentProps, ReactNode } from "react";
// clsx rather than cn(): this renders inside islands, where tailwind-merge would add about
// 9 KiB gzip to the page; callers only add classes (layout, spacing), never override them.
import { clsx } from "clsx";

/** What every field shows around its control: label, optional hint and error message. */
type FieldMeta = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
};

const controlClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

/** The ids a control is described by: its hint first, then its error. */
function describedBy(id: string, { hint, error }: Pick<FieldMeta, "hint" | "error">) {
  return (
    [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
  );
}

function controlProps(meta: FieldMeta) {
  return {
    id: meta.id,
    required: !meta.optional,
    "aria-invalid": meta.error ? true : undefined,
    "aria-describedby": describedBy(meta.id, meta),
  } as const;
}

/** A field's message under its control, tied to it by aria-describedby. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  optional,
  className,
  children,
}: FieldMeta & {
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

type Split<P> = Omit<P, keyof FieldMeta | "className"> & FieldMeta & { className?: string };

/** A labelled text input; `className` styles the field's wrapper. */
export function TextField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  ...props
}: Split<ComponentProps<"input">>) {
  const meta = { id, label, hint, error, optional };
  return (
    <FieldFrame {...meta} className={className}>
      <input className={controlClass} {...controlProps(meta)} {...props} />
    </FieldFrame>
  );
}

/** A labelled multi-line text area. */
export function TextareaField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  ...props
}: Split<ComponentProps<"textarea">>) {
  const meta = { id, label, hint, error, optional };
  return (
    <FieldFrame {...meta} className={className}>
      <textarea className={clsx(controlClass, "min-h-32")} {...controlProps(meta)} {...props} />
    </FieldFrame>
  );
}

type Option = { value: string; label: string };

/** A labelled select with a "Choose…" prompt as its empty first option. */
export function SelectField({
  id,
  label,
  hint,
  error,
  optional,
  className,
  options,
  ...props
}: Split<ComponentProps<"select">> & { options: readonly Option[] }) {
  const meta = { id, label, hint, error, optional };
  return (
    <FieldFrame {...meta} className={className}>
      <select className={controlClass} {...controlProps(meta)} {...props}>
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
