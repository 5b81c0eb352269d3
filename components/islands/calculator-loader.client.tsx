"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { calculatorCopy } from "@/content/calculator";
import { calculatorAnchor, hasCalculatorParams } from "@/lib/calculator/params";
import type { CalculatorValues } from "@/lib/calculator/types";

// The calculator's code is fetched by hand, as the chat panel's is, rather than through
// next/dynamic: that adds about 1 KiB gzip of loader to the home page's first load, and a chunk
// that fails to load (offline, or a deployment that replaced it) throws to Next's root error
// page, which replaces the whole page with "This page couldn't load". Here it leaves a message
// in the calculator's place and a button to try again.
const loadCalculator = () => import("./savings-calculator.client");

type Calculator = Awaited<ReturnType<typeof loadCalculator>>["SavingsCalculator"];

/**
 * Holds the calculator's place at its height as loaded, so loading it shifts nothing: 1,656 px on
 * 390-412 px phones, 1,045-1,117 px from 640 px wide, 1,457 px at 1,024 (two narrow columns) and
 * 1,153 px from 1,280 (measured with the default figures; narrower phones wrap a few more lines).
 */
function Placeholder() {
  return (
    <div
      aria-hidden="true"
      className="mt-4 min-h-[103.5rem] animate-pulse rounded-xl border border-line bg-white sm:min-h-[66rem] lg:min-h-[91rem] xl:min-h-[72rem]"
    />
  );
}

/** In the placeholder's place when the code did not arrive. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mt-4 rounded-xl border border-line bg-white p-6">
      <p className="text-muted">{calculatorCopy.loadFailed}</p>
      {/* Button's secondary style, spelled out: Button and clsx would be on every page showing the
          calculator's section just for this rarely seen retry. */}
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 inline-flex items-center justify-center gap-2 rounded-lg bg-white px-5 py-3 text-base font-semibold text-brand-800 ring-1 ring-brand-100 transition-colors ring-inset hover:bg-brand-50"
      >
        {calculatorCopy.retry}
      </button>
    </div>
  );
}

const noSubscription = () => () => {};
/** A shared result (calculator parameters or the section's anchor) loads the calculator at once. */
const opensSharedResult = () =>
  hasCalculatorParams(window.location.search) || window.location.hash === `#${calculatorAnchor}`;

/**
 * Loads the savings calculator when its section comes within a screen of the viewport, or at
 * once when the address is a shared result.
 */
export function CalculatorLoader({ defaults }: { defaults: CalculatorValues }) {
  const ref = useRef<HTMLDivElement>(null);
  const shared = useSyncExternalStore(noSubscription, opensSharedResult, () => false);
  const [near, setNear] = useState(false);
  const [Calculator, setCalculator] = useState<Calculator | null>(null);
  // Bumped by the retry button; a failed attempt shows the message until then.
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // After a retry the visitor asked for, focus goes to what replaced the button they pressed.
  const focusAfterRetry = useRef(false);

  useEffect(() => {
    const target = ref.current;
    if (shared || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [shared]);

  useEffect(() => {
    if (!(shared || near) || Calculator) return;
    let current = true;
    loadCalculator().then(
      (module) => current && setCalculator(() => module.SavingsCalculator),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [shared, near, Calculator, attempt]);

  useEffect(() => {
    if (!focusAfterRetry.current || !(Calculator || failed)) return;
    focusAfterRetry.current = false;
    ref.current?.querySelector<HTMLElement>("input, select, button")?.focus();
  }, [Calculator, failed]);

  const retry = () => {
    focusAfterRetry.current = true;
    setFailed(false);
    setAttempt((count) => count + 1);
  };

  return (
    <div ref={ref}>
      {Calculator ? (
        <Calculator defaults={defaults} />
      ) : failed ? (
        <LoadFailed onRetry={retry} />
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
