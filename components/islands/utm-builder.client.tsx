"use client";

import { useId, useRef, useState } from "react";
import { buildTrackedUrl, type UtmField, type UtmParams } from "@/lib/utm";
import { CopyButton, type CopyIcons } from "./copy-button.client";
import { useValuesShownBeforeHydration } from "./use-values-shown-before-hydration";

type UtmBuilderProps = {
  /** The absolute landing-page URL the tracked link points to. */
  url: string;
  /** The values the fields start with: the post's recommended tagging. */
  defaults: UtmParams;
  /** Appended to the frame's classes (spacing); not merged, to keep tailwind-merge out of the bundle. */
  className?: string;
  /** Rendered by the server, so the icon library stays out of the page's first load. */
  copyIcons: CopyIcons;
};

type Values = Record<"url" | UtmField, string>;

const fields: { name: keyof Values; label: string; hint: string; suggestions?: string[] }[] = [
  { name: "url", label: "Destination URL", hint: "The page people land on." },
  {
    name: "source",
    label: "Source (utm_source)",
    hint: "Where the click comes from.",
    suggestions: ["facebook", "linkedin", "instagram", "newsletter", "partner"],
  },
  {
    name: "medium",
    label: "Medium (utm_medium)",
    hint: "The kind of traffic.",
    suggestions: ["social", "paid_social", "email", "referral"],
  },
  { name: "campaign", label: "Campaign (utm_campaign)", hint: "The push this post belongs to." },
  { name: "content", label: "Content (optional)", hint: "Tells two versions of a post apart." },
  { name: "term", label: "Term (optional)", hint: "A keyword or audience, if you track one." },
];

/** Builds a link tagged with UTM parameters from editable fields and offers it to copy. */
export function UtmBuilder({ url, defaults, className, copyIcons }: UtmBuilderProps) {
  const id = useId();
  const [values, setValues] = useState<Values>({
    url,
    source: defaults.source,
    medium: defaults.medium,
    campaign: defaults.campaign,
    content: defaults.content ?? "",
    term: defaults.term ?? "",
  });
  const fieldsRef = useRef<HTMLDivElement>(null);
  useValuesShownBeforeHydration(fieldsRef, values, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
  const result = buildTrackedUrl(values);
  const errors = result.ok ? {} : result.errors;
  const outputId = `${id}-output`;

  return (
    <div className={`rounded-xl border border-line bg-surface p-5 ${className ?? ""}`}>
      <div ref={fieldsRef} className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const inputId = `${id}-${field.name}`;
          const error = errors[field.name];
          return (
            <div key={field.name} className={field.name === "url" ? "sm:col-span-2" : undefined}>
              <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
                {field.label}
              </label>
              <input
                id={inputId}
                name={field.name}
                type={field.name === "url" ? "url" : "text"}
                value={values[field.name]}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                list={field.suggestions ? `${inputId}-list` : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${inputId}-hint`}
                autoComplete="off"
                spellCheck={false}
                className="mt-1 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink aria-invalid:border-red-700"
              />
              <p id={`${inputId}-hint`} className="mt-1 text-sm text-muted">
                {error ? <span className="font-medium text-red-700">{error}</span> : field.hint}
              </p>
              {field.suggestions && (
                <datalist id={`${inputId}-list`}>
                  {field.suggestions.map((suggestion) => (
                    <option key={suggestion} value={suggestion} />
                  ))}
                </datalist>
              )}
            </div>
          );
        })}
      </div>
      <p className="mt-4 text-sm text-muted">
        Values are lower-cased and spaces become hyphens, so one campaign never splits into two rows
        in your analytics.
      </p>
      <div className="mt-4 rounded-lg border border-line bg-white p-4">
        <p className="text-sm font-semibold text-ink">Tracked link</p>
        {/* Not a live region: announcing the whole URL on every keystroke would drown the form. */}
        <code id={outputId} className="mt-1 block text-sm break-all text-brand-900">
          {result.ok ? result.url : "Fix the fields marked above to get a link."}
        </code>
        {result.ok && (
          <CopyButton
            {...copyIcons}
            text={result.url}
            label="Copy tracked link"
            sourceId={outputId}
            className="mt-3"
          />
        )}
      </div>
    </div>
  );
}
