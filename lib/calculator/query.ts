import { assumptionFields, currentFields, merchantFields, type NumberField } from "./fields";
import { stateParam } from "./param-names";
import { isStateCode } from "./states";
import type { Assumptions, CalculatorValues } from "./types";

// Two patterns checked by hand: zod/mini would bring zod's core, about 24 KiB gzip, to every
// page the calculator loads on (the home page among them), for a number and a state code.
const decimal = /^\d{1,9}(\.\d{1,6})?$/;

/** A query parameter's number, when it is a plain decimal within the field's bounds. */
function numberParam(field: NumberField, raw: string): number | undefined {
  if (!decimal.test(raw)) return undefined;
  const value = Number(raw);
  return value >= field.min && value <= field.max ? value : undefined;
}

/** A query parameter's state, when it is a state's two-letter code in either case. */
const stateParamValue = (raw: string) => {
  const code = raw.toUpperCase();
  return raw.length === 2 && isStateCode(code) ? code : undefined;
};

const assumptionKeys = Object.keys(assumptionFields) as (keyof Assumptions)[];
const merchantKeys = Object.keys(merchantFields) as (keyof typeof merchantFields)[];

function readNumber(params: URLSearchParams, field: NumberField): number | undefined {
  const raw = params.get(field.param);
  if (raw === null) return undefined;
  return numberParam(field, raw.trim());
}

/**
 * Reads shared calculator values from a query string. A missing or invalid parameter keeps its
 * default, so a hand-edited link still opens; `shared` says whether any parameter applied.
 */
export function readQuery(
  search: string | URLSearchParams,
  defaults: CalculatorValues,
): { values: CalculatorValues; shared: boolean } {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const values: CalculatorValues = { ...defaults, assumptions: { ...defaults.assumptions } };
  let shared = false;

  for (const key of merchantKeys) {
    const value = readNumber(params, merchantFields[key]);
    if (value !== undefined) [values[key], shared] = [value, true];
  }
  const fees = readNumber(params, currentFields.fees);
  const rate = readNumber(params, currentFields.rate);
  if (fees !== undefined) [values.currentMode, values.currentValue, shared] = ["fees", fees, true];
  else if (rate !== undefined)
    [values.currentMode, values.currentValue, shared] = ["rate", rate, true];

  const state = stateParamValue(params.get(stateParam) ?? "");
  if (state) [values.state, shared] = [state, true];
  for (const key of assumptionKeys) {
    const value = readNumber(params, assumptionFields[key]);
    if (value !== undefined) [values.assumptions[key], shared] = [value, true];
  }
  return { values, shared };
}

const format = (value: number) => String(Math.round(value * 10_000) / 10_000);

/**
 * The query string for a set of values: only values that differ from the defaults are written,
 * and parameters that are not the calculator's (campaign tags, for example) are kept.
 */
export function writeQuery(
  values: CalculatorValues,
  defaults: CalculatorValues,
  search = "",
): string {
  const params = new URLSearchParams(search);
  const set = (param: string, value: string | null) =>
    value === null ? params.delete(param) : params.set(param, value);

  for (const key of merchantKeys) {
    const field = merchantFields[key];
    set(field.param, values[key] === defaults[key] ? null : format(values[key]));
  }
  const sameCurrent =
    values.currentMode === defaults.currentMode && values.currentValue === defaults.currentValue;
  set(currentFields.fees.param, null);
  set(currentFields.rate.param, null);
  if (!sameCurrent) set(currentFields[values.currentMode].param, format(values.currentValue));

  set(stateParam, values.state === defaults.state ? null : values.state);
  for (const key of assumptionKeys) {
    const same = values.assumptions[key] === defaults.assumptions[key];
    set(assumptionFields[key].param, same ? null : format(values.assumptions[key]));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
