import { assumptionFields, currentFields, merchantFields, stateParam } from "./fields";

/** The calculator section's id: a shared link ends with it so the browser scrolls to the result. */
export const calculatorAnchor = "savings-calculator";

const calculatorParams = [
  ...Object.values(merchantFields),
  ...Object.values(currentFields),
  ...Object.values(assumptionFields),
]
  .map((field) => field.param)
  .concat(stateParam);

/**
 * Whether a query string carries any calculator parameter. Kept apart from the zod parser so
 * the small loader island can ask without shipping it.
 */
export function hasCalculatorParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return calculatorParams.some((param) => params.has(param));
}
