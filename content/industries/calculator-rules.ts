import type { ContentProblem } from "@/content/pages/rules";
import { assumptionFields, currentFields, merchantFields } from "@/lib/calculator/fields";
import { presetValues, type IndustryPreset } from "@/lib/calculator/presets";
import { computeQuote } from "@/lib/calculator/quote";

const field = "calculator";

/**
 * An industry's worked example must be one the calculator can show: every figure within its
 * fields' bounds, the credit cost range the right way round, and a month where interchange plus
 * saves at the midpoint (otherwise the example argues against the page).
 */
export function calculatorProblems(preset: IndustryPreset): ContentProblem[] {
  const values = presetValues(preset);
  const problems: ContentProblem[] = [];
  const outside = (label: string, value: number, min: number, max: number) => {
    if (value < min || value > max)
      problems.push({
        field,
        message: `${label} is ${value}; the calculator takes ${min} to ${max}.`,
      });
  };
  for (const [key, bounds] of Object.entries(merchantFields))
    outside(bounds.label, values[key as keyof typeof merchantFields], bounds.min, bounds.max);
  const current = currentFields[values.currentMode];
  outside("currentRate", values.currentValue, current.min, current.max);
  for (const [key, bounds] of Object.entries(assumptionFields))
    outside(
      `costs.${key}`,
      values.assumptions[key as keyof typeof assumptionFields],
      bounds.min,
      bounds.max,
    );
  if (values.assumptions.creditRateLow >= values.assumptions.creditRateHigh)
    problems.push({ field, message: "costs.creditRateLow must be below costs.creditRateHigh." });
  const interchangePlus = computeQuote(values).options[0];
  if (problems.length === 0 && interchangePlus?.available) {
    const { low, high } = interchangePlus.monthlySavings;
    if ((low + high) / 2 <= 0)
      problems.push({
        field,
        message: `at these figures interchange plus saves nothing (${Math.round((low + high) / 2)} a month at midpoint). Check currentRate: a typical unreviewed statement of this business shows a higher rate.`,
      });
  }
  return problems;
}
