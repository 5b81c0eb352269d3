import { useEffect, useState } from "react";
import { calculatorQuery } from "@/lib/calculator/params";

/**
 * The savings calculator's figures, when the visitor came from it with a link that carries them:
 * listed so they can see what is sent, and posted in a hidden field for the specialist. The page
 * is static, so the address is read in the browser after mount.
 */
export function CalculatorFigures() {
  const [figures, setFigures] = useState<{ query: string; lines: string[] } | null>(null);

  useEffect(() => {
    const query = calculatorQuery(window.location.search);
    // Without figures in the link, the summary and its query parser are never loaded.
    if (!query) return;
    void import("@/lib/calculator/summary").then(({ calculatorSummary }) => {
      const lines = calculatorSummary(query);
      if (lines.length) setFigures({ query, lines });
    });
  }, []);

  if (!figures) return null;
  return (
    <div className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900">
      <input type="hidden" name="calculator" value={figures.query} />
      <p className="font-semibold">Your figures from the savings calculator go with it:</p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5">
        {figures.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
