import type { FieldErrors } from "@/lib/leads/form-state";
import { summaryLabel, type FieldLabel } from "./field-props";

/** The form's message with links to each field that needs a change; announced when it appears. */
export function FormNotice({
  idPrefix,
  message,
  errors,
  labels,
  onSelect,
}: {
  idPrefix: string;
  message?: string;
  errors: FieldErrors;
  labels: Record<string, FieldLabel>;
  /** Takes over a link to a field, e.g. to show the step it is on first. */
  onSelect?: (field: string) => void;
}) {
  if (!message) return null;
  const problems = Object.entries(errors);
  return (
    <div
      role="alert"
      tabIndex={-1}
      autoFocus={problems.length === 0}
      className="rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">{message}</p>
      {problems.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {problems.map(([field, error]) => (
            <li key={field}>
              <a
                href={`#${idPrefix}-${field}`}
                onClick={(event) => {
                  if (!onSelect) return;
                  event.preventDefault();
                  onSelect(field);
                }}
                className="underline underline-offset-2"
              >
                {summaryLabel(labels[field] ?? field)}: {error}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
