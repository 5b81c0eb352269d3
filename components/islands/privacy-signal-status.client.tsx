"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { hasPrivacySignal } from "@/lib/pixel/loader";

const noSubscription = () => () => {};

/**
 * Whether this browser sends Global Privacy Control, and that we honour it: California's
 * regulations ask a business to show whether it has processed a visitor's opt-out preference
 * signal. Nothing is shown before hydration, when the browser's answer is not known.
 */
export function PrivacySignalStatus({ icon }: { icon: ReactNode }) {
  const signal = useSyncExternalStore(
    noSubscription,
    () => hasPrivacySignal(navigator),
    () => null,
  );
  if (signal === null) return null;
  return (
    <p
      role="status"
      data-signal={signal ? "on" : "off"}
      className="mt-4 flex gap-3 rounded-xl border border-line bg-surface p-4 text-sm leading-relaxed text-ink"
    >
      {icon}
      {signal ? (
        <span>
          <strong>Opt-out preference signal honored.</strong> Your browser is sending Global Privacy
          Control, and we have honored it as your request to opt out of the sale or sharing of your
          personal information: in this browser the advertising pixel does not load and sends
          nothing to Meta.
        </span>
      ) : (
        <span>
          <strong>No opt-out preference signal detected.</strong> Your browser is not sending Global
          Privacy Control. Turn it on in your browser&rsquo;s privacy settings and this page will
          say that it was honored.
        </span>
      )}
    </p>
  );
}
