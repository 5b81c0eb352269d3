import { assumptionFields, currentFields, merchantFields, type NumberField } from "./fields";
import { formatPercent } from "./format";
import { stateParam } from "./param-names";
import { hasCalculatorParams } from "./params";
import { presetValues } from "./presets";
import { readQuery } from "./query";
import { usStates } from "./states";

const defaults = presetValues();
const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 2,
});

const figure = (field: NumberField, value: number) =>
  field.unit === "$" ? dollars.format(value) : formatPercent(value);

/** Whether one parameter of a shared link holds a valid figure (an invalid one is ignored). */
const applies = (param: string, raw: string) =>
  readQuery(new URLSearchParams([[param, raw]]), defaults).shared;

/**
 * The figures a calculator link carries, as "Label: value" lines for a person to read: what a
 * visitor entered in the savings calculator, sent with their statement. Only figures the link
 * sets, and only valid ones; an empty list when it sets none.
 */
export function calculatorSummary(search: string): string[] {
  if (!hasCalculatorParams(search)) return [];
  const params = new URLSearchParams(search);
  const { values } = readQuery(params, defaults);
  const lines: string[] = [];
  const add = (field: NumberField, value: number) => {
    const raw = params.get(field.param);
    if (raw !== null && applies(field.param, raw))
      lines.push(`${field.label}: ${figure(field, value)}`);
  };
  for (const key of ["monthlyVolume", "averageTicket", "creditShare"] as const) {
    add(merchantFields[key], values[key]);
  }
  add(currentFields[values.currentMode], values.currentValue);
  const state = params.get(stateParam);
  if (state !== null && applies(stateParam, state)) {
    const name = usStates.find(([code]) => code === values.state)?.[1] ?? values.state;
    lines.push(`State: ${name}`);
  }
  for (const key of Object.keys(assumptionFields) as (keyof typeof assumptionFields)[]) {
    add(assumptionFields[key], values.assumptions[key]);
  }
  return lines;
}
