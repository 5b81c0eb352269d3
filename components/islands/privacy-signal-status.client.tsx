"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { hasPrivacySignal } from "@/lib/pixel/browser";

const noSubscription = () => () => {};

/**
 * Whether this browser sends Global Privacy Control, and that we honour it: California's
 * regulations ask a business to show whether it has processed a visitor's opt-out preference
 * signal. Nothing is shown before hydration, when the browser's answer is not known.
 */
export function PrivacySignalStatus({
  icon,
  honored,
  notSent,
}: {
  /** Rendered by the server, like the two statements, to keep the island's code small. */
  icon: ReactNode;
  /** What is shown when the browser sends the signal, and when it does not. */
  honored: ReactNode;
  notSent: ReactNode;
}) {
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
      {signal ? honored : notSent}
    </p>
  );
}
