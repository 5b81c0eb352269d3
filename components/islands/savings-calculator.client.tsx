"use client";

import { useMemo, useState } from "react";
import { QuoteNotes } from "@/components/sections/calculator/quote-notes";
import { QuoteTable } from "@/components/sections/calculator/quote-table";
import { assumptionFields, currentFields, merchantFields } from "@/lib/calculator/fields";
import { formatSavings } from "@/lib/calculator/format";
import { calculatorAnchor } from "@/lib/calculator/params";
import { computeQuote } from "@/lib/calculator/quote";
import type { Assumptions, CalculatorValues, CurrentCostMode } from "@/lib/calculator/types";
import { AssumptionFields } from "./calculator-assumptions";
import { BusinessFields, type MerchantKey } from "./calculator-business-fields";
import { rangeMessage } from "./calculator-number-input";
import { useCalculatorQuery } from "./use-calculator-query";

/** The interactive savings calculator: the inputs, the live comparison and a shareable link. */
export function SavingsCalculator({ defaults }: { defaults: CalculatorValues }) {
  const { values, setValues, shared } = useCalculatorQuery(defaults);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [generation, setGeneration] = useState(0);
  const [status, setStatus] = useState("");
  const quote = useMemo(() => computeQuote(values), [values]);

  /** Records a field's error, or applies its valid value. */
  const field =
    (
      key: string,
      message: string,
      apply: (current: CalculatorValues, value: number) => CalculatorValues,
    ) =>
    (value: number | null) => {
      setErrors((current) => ({ ...current, [key]: value === null ? message : undefined }));
      if (value !== null) setValues((current) => apply(current, value));
    };

  const onMerchant = (key: MerchantKey) =>
    field(key, rangeMessage(merchantFields[key]), (current, value) => ({
      ...current,
      [key]: value,
    }));
  const onAssumption = (key: keyof Assumptions) =>
    field(key, rangeMessage(assumptionFields[key]), (current, value) => ({
      ...current,
      assumptions: { ...current.assumptions, [key]: value },
    }));
  const onCurrent = field(
    "current",
    rangeMessage(currentFields[values.currentMode]),
    (current, value) => ({
      ...current,
      currentValue: value,
    }),
  );

  // Switching how today's cost is stated keeps the same monthly cost.
  const onMode = (mode: CurrentCostMode) => {
    const monthly = quote.current.monthly;
    const rate = values.monthlyVolume > 0 ? (monthly / values.monthlyVolume) * 100 : 0;
    const converted = Math.round((mode === "fees" ? monthly : rate) * 100) / 100;
    setErrors((current) => ({ ...current, current: undefined }));
    setValues((current) => ({ ...current, currentMode: mode, currentValue: converted }));
  };

  const reset = () => {
    setValues(defaults);
    setErrors({});
    setStatus("");
    setGeneration((count) => count + 1);
  };

  const copyLink = async () => {
    const url = new URL(window.location.href);
    url.hash = calculatorAnchor;
    try {
      await navigator.clipboard.writeText(url.toString());
      setStatus("Link copied: it opens the calculator with these figures.");
    } catch {
      setStatus("Copy the address from your browser's address bar to share these figures.");
    }
  };

  const interchangePlus = quote.options[0];
  // An invalid field leaves the last valid figures on screen; they must not pass for current.
  const stale = Object.values(errors).some(Boolean);
  return (
    <form
      key={generation}
      aria-label="Savings calculator"
      onSubmit={(event) => event.preventDefault()}
      className="mt-4 rounded-xl border border-line bg-white p-5 shadow-sm"
    >
      {shared && (
        <p className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          These are the figures from a shared link.
        </p>
      )}
      <BusinessFields
        values={values}
        errors={errors}
        onMerchant={onMerchant}
        onCurrent={onCurrent}
        onMode={onMode}
        onState={(state) => setValues((current) => ({ ...current, state }))}
      />
      <AssumptionFields
        assumptions={values.assumptions}
        errors={errors}
        onAssumption={onAssumption}
      />
      <QuoteTable
        id="live-quote"
        className="mt-6"
        quote={quote}
        caption="Your estimate"
        stale={stale}
      />
      <p className="sr-only" aria-live="polite">
        {stale
          ? "The estimate is out of date until the highlighted field is fixed."
          : interchangePlus?.available &&
            `Interchange plus: ${formatSavings(interchangePlus.yearlySavings)} a year against today.`}
      </p>
      <QuoteNotes values={values} quote={quote} />
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={copyLink}
          className="rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900"
        >
          Copy a link to these figures
        </button>
        <button
          type="button"
          onClick={reset}
          className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 ring-inset hover:bg-brand-50"
        >
          Reset
        </button>
        <p role="status" className="text-sm text-muted">
          {status}
        </p>
      </div>
    </form>
  );
}
