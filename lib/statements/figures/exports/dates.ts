import type { Cell } from "./row";

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
// A month's name, whole or cut short ("Sep", "Sept.", "September").
const monthName =
  /^(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? (\d{1,2}),? (\d{4})(?![\d])/i;
// Excel's day 0: 30 December 1899 (its 1900 system, past the leap day it invents), or 1 January 1904.
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
const DAY_MS = 86_400_000;
const LAST_SERIAL = 2_958_465; // 31 December 9999

/**
 * The ISO date (YYYY-MM-DD) a cell states, or undefined: a spreadsheet's date serial, or text as
 * the processors write it: "2026-05-01 14:03:22", "2026-05-01T14:03:22Z", "05/01/2026 2:03 PM"
 * (month first, as US exports write it), "5/1/26", "May 1, 2026".
 */
export function isoDate(cell: Cell, date1904 = false): string | undefined {
  if (typeof cell === "number") return fromSerial(cell, date1904);
  const text = cell.trim();
  let found = /^(\d{4})-(\d{1,2})-(\d{1,2})(?![\d])/.exec(text);
  if (found) return valid(Number(found[1]), Number(found[2]), Number(found[3]));
  found = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\d])/.exec(text);
  if (found) return valid(fullYear(found[3]!), Number(found[1]), Number(found[2]));
  found = monthName.exec(text);
  if (found) {
    const month = months.indexOf(found[1]!.slice(0, 3).toLowerCase()) + 1;
    return valid(Number(found[3]), month, Number(found[2]));
  }
  return undefined;
}

/** Whether two ISO dates fall in the same calendar month. */
export const sameMonth = (a: string, b: string): boolean => a.slice(0, 7) === b.slice(0, 7);

function fromSerial(serial: number, date1904: boolean): string | undefined {
  if (!Number.isFinite(serial) || serial < 1 || serial > LAST_SERIAL) return undefined;
  const at = (date1904 ? EPOCH_1904 : EPOCH_1900) + Math.floor(serial) * DAY_MS;
  return new Date(at).toISOString().slice(0, 10);
}

const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

function valid(year: number, month: number, day: number): string | undefined {
  const at = new Date(Date.UTC(year, month - 1, day));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) {
    return undefined;
  }
  return at.toISOString().slice(0, 10);
}
