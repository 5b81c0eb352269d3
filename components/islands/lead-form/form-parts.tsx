import { Link } from "@/components/ui/link.client";
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { metaFields } from "@/lib/leads/form-state";
import { CheckCircleIcon } from "./form-icons";

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
  const ref = useRef<HTMLDivElement>(null);
  // React honours autoFocus only on form controls it mounts, so the island moves focus itself;
  // the attribute still serves the page re-rendered after a post without JavaScript.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      autoFocus
      className="rounded-2xl border border-accent-600/30 bg-emerald-50 p-6 focus:outline-none"
    >
      <h3 className="flex items-center gap-2 text-xl font-bold text-brand-900">
        <CheckCircleIcon className="size-6 text-accent-700" />
        {title}
      </h3>
      <div className="prose-copy mt-3 text-base">{children}</div>
    </div>
  );
}
