"use client";

import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-fields";
import { comparisonReference } from "@/content/statement-comparison/reference";
import { hours } from "@/content/site";
import { computeComparison } from "@/lib/comparison/compute";
import { comparisonInputs, inputErrors, type ComparisonInputs } from "@/lib/comparison/inputs";
import type { ReadField } from "@/lib/statements/figures/prefill";
import { ComparisonPreview } from "./comparison/comparison-preview";
import { draftFrom, fieldId, inputsOf, type Draft } from "./comparison/draft";
import { FeeLinesEditor } from "./comparison/fee-lines-editor";
import { MixAndProgram } from "./comparison/mix-and-program";
import { FieldMark } from "./comparison/field-mark";

const sentTime = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: hours.timeZone,
});

type Status = { kind: "editing" } | { kind: "sending" } | { kind: "sent"; sentAt: string };

/**
 * The comparison builder on a statement lead's page: the specialist types what the statement
 * shows and sees the comparison the merchant will get; "Send" posts the inputs as JSON to
 * `action` (same origin), which records them and emails the merchant. Fields pre-filled from the
 * file (`read`: where each was read) are marked "read from the file" until the specialist
 * changes them, and "typed" after.
 */
export function ComparisonBuilder({
  leadId,
  action,
  defaults,
  read: readAtStart = {},
}: {
  leadId: string;
  action: string;
  defaults?: Partial<ComparisonInputs>;
  read?: Partial<Record<ReadField, string>>;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftFrom(defaults));
  const [read, setRead] = useState(readAtStart);
  const marked = Object.keys(readAtStart).length > 0;
  /** A field's mark: where it was read, or "typed" once it holds what the specialist typed. */
  const mark = (key: ReadField, filled: boolean): ReactNode =>
    marked && (read[key] || filled) ? <FieldMark source={read[key]} /> : undefined;
  const typed = (key: ReadField) =>
    setRead((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: "editing" });
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const sentNotice = useRef<HTMLDivElement>(null);
  const parsed = useMemo(() => comparisonInputs.safeParse(inputsOf(draft)), [draft]);
  const figures = useMemo(
    () => (parsed.success ? computeComparison(parsed.data, comparisonReference) : null),
    [parsed],
  );

  useEffect(() => {
    if (focusRequest === 0) return;
    // The first control in the page's order whose path has an error, or the form's message.
    const wanted = new Set(Object.keys(errors).map(fieldId));
    const controls = form.current?.querySelectorAll<HTMLElement>("[id^='cmp-']") ?? [];
    [...controls].find((control) => wanted.has(control.id))?.focus();
  }, [focusRequest, errors]);
  useEffect(() => {
    if (status.kind === "sent") sentNotice.current?.focus();
  }, [status]);

  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const field = (key: "month" | "volume" | "count" | "totalFees" | "cardPremiumPercent") => ({
    id: fieldId(key),
    value: draft[key],
    error: errors[key],
    hint: key === "cardPremiumPercent" ? undefined : mark(key, draft[key] !== ""),
    onChange: (event: { target: { value: string } }) => {
      if (key !== "cardPremiumPercent") typed(key);
      set({ [key]: event.target.value });
    },
  });

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!parsed.success) {
      setErrors(inputErrors(parsed.error));
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setStatus({ kind: "sending" });
    let problem: Record<string, string>;
    try {
      const response = await fetch(action, {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(parsed.data),
      });
      const body = (await response.json().catch(() => null)) as {
        ok?: boolean;
        sentAt?: string;
        errors?: Record<string, string>;
      } | null;
      if (response.ok && body?.ok && body.sentAt)
        return setStatus({ kind: "sent", sentAt: body.sentAt });
      problem = body?.errors ?? {
        form: `The comparison was not sent (error ${response.status}). Try again.`,
      };
    } catch {
      problem = { form: "The comparison was not sent: the connection failed. Try again." };
    }
    setErrors(problem);
    setStatus({ kind: "editing" });
    setFocusRequest((n) => n + 1);
  }

  const locked = status.kind !== "editing";
  return (
    <form
      ref={form}
      onSubmit={send}
      noValidate
      data-lead-id={leadId}
      aria-label="Statement comparison"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
    >
      <fieldset disabled={locked} className="space-y-5">
        <legend className="text-lg font-bold text-brand-900">What the statement shows</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field("month")}
            label="Statement month (YYYY-MM)"
            placeholder="YYYY-MM"
            autoComplete="off"
          />
          <TextField {...field("volume")} label="Card sales ($)" inputMode="decimal" />
          <TextField {...field("count")} label="Card payments" inputMode="numeric" />
          <TextField {...field("totalFees")} label="Total fees ($)" inputMode="decimal" />
        </div>
        <FeeLinesEditor
          lines={draft.feeLines}
          errors={errors}
          onChange={(feeLines) => set({ feeLines })}
          mark={(line) => mark(`feeLine:${line.key}`, line.name !== "" || line.amount !== "")}
          onTyped={(key) => typed(`feeLine:${key}`)}
        />
        <MixAndProgram draft={draft} errors={errors} set={set} />
        {draft.program === "cash-discount" && (
          <TextField
            {...field("cardPremiumPercent")}
            label="Card price above today's price (%)"
            inputMode="decimal"
            optional
            hint={`Blank uses ${comparisonReference.cardPremiumPercent}%.`}
          />
        )}
        {errors.form && (
          <p
            id={fieldId("form")}
            tabIndex={-1}
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {errors.form}
          </p>
        )}
        <Button type="submit" disabled={locked}>
          {status.kind === "sending" ? "Sending…" : "Send the comparison"}
        </Button>
      </fieldset>
      <section aria-label="The comparison as the merchant will get it" className="space-y-4">
        {status.kind === "sent" && (
          <div
            ref={sentNotice}
            tabIndex={-1}
            role="status"
            className="rounded-lg bg-accent-600/10 p-4 text-sm font-medium text-accent-700"
          >
            Sent {sentTime.format(new Date(status.sentAt))} Central, to the email address on this
            lead. Replies come to you.
          </div>
        )}
        {figures ? (
          <ComparisonPreview figures={figures} />
        ) : (
          <p className="text-sm text-muted">
            The comparison appears here once the month, card sales, payments and total fees are
            filled in correctly.
          </p>
        )}
      </section>
    </form>
  );
}
