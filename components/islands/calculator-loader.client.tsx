"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { calculatorAnchor, hasCalculatorParams } from "@/lib/calculator/params";
import type { CalculatorValues } from "@/lib/calculator/types";

/** Holds the calculator's place at about its final height, so loading it shifts nothing. */
function Placeholder() {
  return (
    <div
      aria-hidden="true"
      className="mt-4 min-h-[82rem] animate-pulse rounded-xl border border-line bg-white sm:min-h-[58rem] lg:min-h-[66rem]"
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
