import Link from "next/link";
import { CircleCheck } from "lucide-react";
import { useSyncExternalStore, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { metaFields, type FieldErrors } from "@/lib/leads/form-state";

/**
 * The hidden fields of a lead form. The honeypot sits off-screen, hidden from assistive
 * technology and out of the tab order, under a name browsers do not autofill; the time trap and
 * key stay empty in the static HTML and are filled after mount.
 */
export function FormMetaFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${metaFields.honeypot}`}>Homepage</label>
        <input
          id={`${idPrefix}-${metaFields.honeypot}`}
          type="text"
          name={metaFields.honeypot}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {/* No value prop: React would otherwise reset the value set after mount on every render. */}
      <input type="hidden" name={metaFields.startedAt} />
      <input type="hidden" name={metaFields.idempotencyKey} />
    </>
  );
}

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
  labels: Record<string, string>;
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
                {labels[field] ?? field}: {error}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The consent line under a lead form. */
export function ConsentLine({ action }: { action: string }) {
  return (
    <p className="text-sm text-muted">
      By selecting “{action}” you agree that we may contact you about your enquiry, as described in
      our{" "}
      <Link href="/terms" className="font-medium text-brand-700 underline underline-offset-2">
        terms of use and privacy notice
      </Link>
      .
    </p>
  );
}

/** Whether the page has hydrated: false in the static HTML and without JavaScript. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
const noSubscription = () => () => {};

/** The submit button: disabled while the form is on its way, so it cannot be posted twice. */
export function SubmitButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <Button type="submit" disabled={pending} aria-disabled={pending}>
      {pending ? "Sending…" : label}
    </Button>
  );
}

/** What replaces a form once the lead is stored. */
export function FormConfirmation({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      tabIndex={-1}
      autoFocus
      className="rounded-2xl border border-accent-600/30 bg-emerald-50 p-6 focus:outline-none"
    >
      <h3 className="flex items-center gap-2 text-xl font-bold text-brand-900">
        <CircleCheck className="size-6 text-accent-700" aria-hidden="true" />
        {title}
      </h3>
      <div className="prose-copy mt-3 text-base">{children}</div>
    </div>
  );
}
