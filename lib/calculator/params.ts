import { paramNames, stateParam } from "./param-names";

/** The calculator section's id: a shared link ends with it so the browser scrolls to the result. */
export const calculatorAnchor = "savings-calculator";

const calculatorParams: readonly string[] = [...Object.values(paramNames), stateParam];

/**
 * Whether a query string carries any calculator parameter. Kept apart from the parser and
 * the fields' labels so the small loader island can ask without shipping them.
 */
export function hasCalculatorParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return calculatorParams.some((param) => params.has(param));
}

/** The calculator's part of a query string, for a link that carries its figures elsewhere. */
export function calculatorQuery(search: string): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (calculatorParams.includes(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
