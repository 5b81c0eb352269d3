// Amounts as statements and processor exports write them, read into whole cents. One reader for
// every format, so "$1,149.00 ", "(33.62)", "-33.62", "33.62-" and "1.149,00" are read alike.

const CENT = 1;

/**
 * The whole cents an amount's text states, or undefined when it is not an amount. Accepts a
 * currency sign or code, thousands separators, a leading or trailing minus, parentheses for a
 * negative (as accountants and Square write fees), "CR"/"DR" suffixes, and surrounding spaces.
 */
export function parseCents(text: string): number | undefined {
  let t = text.replace(/[\u00a0\u202f]/g, " ").trim();
  let negative = false;
  const flip = (rest: string) => {
    negative = !negative;
    t = rest.trim();
  };
  const wrapped = /^\((.*)\)$/.exec(t);
  if (wrapped) flip(wrapped[1] ?? "");
  const suffix = /^(.*?\d)\s*(CR|DR|-)$/i.exec(t);
  if (suffix) {
    const [, amount = "", mark = ""] = suffix;
    if (mark.toUpperCase() === "CR") t = amount;
    else flip(amount);
  }
  const sign = /^([-+−])\s*(.*)$/.exec(t);
  if (sign) {
    const [, mark, rest = ""] = sign;
    if (mark === "+") t = rest;
    else flip(rest);
  }
  t = t.replace(/^(US\$|USD|\$)\s*/i, "").replace(/\s*USD$/i, "");
  const minusAfterSign = /^-\s*(.*)$/.exec(t);
  if (minusAfterSign) flip(minusAfterSign[1] ?? "");
  const cents = digitsToCents(t);
  if (cents === undefined) return undefined;
  return negative && cents !== 0 ? -cents : cents;
}

// "1,149.00", "1149", "1149.5", and the European "1.149,00" that some exports write.
function digitsToCents(t: string): number | undefined {
  let parts: string[];
  if (/^\d{1,3}(,\d{3})*(\.\d{1,2})?$/.test(t) || /^\d+(\.\d{1,2})?$/.test(t)) {
    parts = t.replace(/,/g, "").split(".");
  } else if (/^\d{1,3}(\.\d{3})*,\d{2}$/.test(t) || /^\d+,\d{2}$/.test(t)) {
    parts = t.replace(/\./g, "").split(",");
  } else return undefined;
  const [whole = "", fraction = ""] = parts;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

/** The sum of amounts in cents. */
export const sumCents = (amounts: readonly number[]): number =>
  amounts.reduce((sum, amount) => sum + amount, 0);

/** Whether two amounts in cents agree within `tolerance` cents (a statement's rounding: one cent). */
export const agrees = (a: number, b: number, tolerance = CENT): boolean =>
  Math.abs(a - b) <= tolerance;
