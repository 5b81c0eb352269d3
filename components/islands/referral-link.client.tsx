"use client";

import { useId, useRef, useState } from "react";
import { referralLink } from "@/lib/leads/referral-link";
import { CopyButton, type CopyIcons } from "./copy-button.client";
import { useValuesShownBeforeHydration } from "./use-values-shown-before-hydration";

/**
 * The referral link /friends hands out: the pre-application with the referrer's name in its
 * "Referred by" answer (`?ref=`), which the contact form and the statement review also read.
 */
export function ReferralLinkBuilder({
  landingUrl,
  copyIcons,
}: {
  landingUrl: string;
  /** Rendered by the server, so the icon library stays out of the page's first load. */
  copyIcons: CopyIcons;
}) {
  const id = useId();
  const [values, setValues] = useState({ referrer: "" });
  const fieldsRef = useRef<HTMLDivElement>(null);
  useValuesShownBeforeHydration(fieldsRef, values, (typed) =>
    setValues((current) => ({ ...current, ...typed })),
  );
  const link = referralLink(landingUrl, values.referrer);

  return (
    <div ref={fieldsRef} className="space-y-3">
      <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-ink">
        Your name, as they should give it
      </label>
      <input
        id={`${id}-name`}
        name="referrer"
        value={values.referrer}
        onChange={(event) => setValues({ referrer: event.target.value })}
        maxLength={120}
        autoComplete="name"
        className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink"
      />
      {link ? (
        <>
          <p className="text-sm text-muted">Your link:</p>
          <output
            id={`${id}-link`}
            htmlFor={`${id}-name`}
            className="block rounded-lg bg-white p-3 font-mono text-sm break-all text-ink ring-1 ring-line"
          >
            {link}
          </output>
          <CopyButton {...copyIcons} text={link} label="Copy your link" sourceId={`${id}-link`} />
        </>
      ) : (
        <p className="text-sm text-muted">Type your name and your link appears here to copy.</p>
      )}
    </div>
  );
}
