"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { calculatorAnchor, hasCalculatorParams } from "@/lib/calculator/params";
import type { CalculatorValues } from "@/lib/calculator/types";

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

const SavingsCalculator = dynamic(
  () => import("./savings-calculator.client").then((module) => module.SavingsCalculator),
  { ssr: false, loading: Placeholder },
);

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

  return (
    <div ref={ref}>
      {shared || near ? <SavingsCalculator defaults={defaults} /> : <Placeholder />}
    </div>
  );
}
