"use client";

import { useId, useRef, useState } from "react";
import type { Sequence } from "@/content/collateral/outreach";
import {
  emptyPerson,
  fillTemplate,
  personFields,
  personTokens,
  type PersonValues,
} from "@/lib/collateral/personalize";
import { OutreachStep } from "./outreach-step";
import { useValuesShownBeforeHydration } from "./use-values-shown-before-hydration";
import type { CopyIcons } from "./copy-button.client";

export type AudienceOption = { id: string; label: string; tokens: Record<string, string> };

type OutreachManagerProps = {
  audiences: AudienceOption[];
  sequences: Sequence[];
  /** Tokens every sequence may use, such as the company name and phone number. */
  constants: Record<string, string>;
  /** Rendered by the server, so the icon library stays out of the page's first load. */
  copyIcons: CopyIcons;
};

const fieldClass =
  "mt-1 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-ink focus:border-brand-600";

/** Audience, sequence and personal fields in; every step filled in and ready to copy out. Keeps nothing. */
export function OutreachManager({
  audiences,
  sequences,
  constants,
  copyIcons,
}: OutreachManagerProps) {
  const id = useId();
  const [audienceId, setAudienceId] = useState(audiences[0]?.id ?? "");
  const [sequenceId, setSequenceId] = useState(sequences[0]?.id ?? "");
  const [person, setPerson] = useState<PersonValues>(emptyPerson);
  const formRef = useRef<HTMLFormElement>(null);
  useValuesShownBeforeHydration(
    formRef,
    { audience: audienceId, sequence: sequenceId, ...person },
    ({ audience, sequence, ...typed }) => {
      if (audience) setAudienceId(audience);
      if (sequence) setSequenceId(sequence);
      setPerson((current) => ({ ...current, ...typed }));
    },
  );

  const audience = audiences.find((option) => option.id === audienceId) ?? audiences[0];
  const sequence = sequences.find((option) => option.id === sequenceId) ?? sequences[0];
  if (!audience || !sequence) return null;
  const tokens = { ...constants, ...audience.tokens, ...personTokens(person) };

  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
      <form
        ref={formRef}
        aria-label="Outreach settings"
        onSubmit={(event) => event.preventDefault()}
        className="space-y-5 self-start rounded-2xl border border-line bg-surface p-5 lg:sticky lg:top-24"
      >
        <div>
          <label htmlFor={`${id}-audience`} className="font-semibold text-ink">
            Audience
          </label>
          <select
            id={`${id}-audience`}
            name="audience"
            value={audienceId}
            onChange={(event) => setAudienceId(event.target.value)}
            className={fieldClass}
          >
            {audiences.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-sequence`} className="font-semibold text-ink">
            Sequence
          </label>
          <select
            id={`${id}-sequence`}
            name="sequence"
            value={sequenceId}
            onChange={(event) => setSequenceId(event.target.value)}
            aria-describedby={`${id}-sequence-note`}
            className={fieldClass}
          >
            {sequences.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
          <p id={`${id}-sequence-note`} className="mt-2 text-sm text-muted">
            {sequence.description}
          </p>
        </div>
        <fieldset className="space-y-3">
          <legend className="font-semibold text-ink">Personalise</legend>
          {personFields.map((field) => (
            <div key={field.name}>
              <label htmlFor={`${id}-${field.name}`} className="text-sm text-ink">
                {field.label}
              </label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                value={person[field.name]}
                onChange={(event) => setPerson({ ...person, [field.name]: event.target.value })}
                autoComplete={field.autoComplete}
                maxLength={80}
                className={fieldClass}
              />
            </div>
          ))}
        </fieldset>
      </form>
      <section aria-label={`${sequence.label} for ${audience.label}`}>
        <ol className="space-y-4">
          {sequence.steps.map((step, index) => (
            <OutreachStep
              key={`${sequence.id}-${step.id}`}
              step={step}
              number={index + 1}
              subject={step.subject === undefined ? undefined : fillTemplate(step.subject, tokens)}
              body={fillTemplate(step.body, tokens)}
              copyIcons={copyIcons}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}
