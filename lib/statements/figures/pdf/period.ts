// The period a statement covers, from its label ("Statement Period", "Processing Month", ...) and
// the dates on that line or the next: 03/01/26 - 03/31/26, 01-Jan-2026, January 1, 2026,
// 2026-03-01, or a month alone ("March 2026").
import type { StatementFigures } from "../types";
import { sourceOf } from "./fields";
import type { TextLine } from "./text-lines";

const label =
  /statement (period|month|date range)|period (covered|ending|beginning)|processing (period|month)|billing period|for the (period|month)|activity (period|month)|reporting period/i;

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const monthName = `(${months.join("|")})[a-z]*\\.?`;
const datePatterns: { pattern: RegExp; read: (m: RegExpExecArray) => [number, number, number] }[] =
  [
    { pattern: /\b(\d{4})-(\d{2})-(\d{2})\b/g, read: (m) => [+m[1]!, +m[2]!, +m[3]!] },
    {
      pattern: /\b(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\b/g,
      read: (m) => [year(m[3]!), +m[1]!, +m[2]!],
    },
    {
      pattern: new RegExp(`\\b(\\d{1,2})[- ]${monthName}[- ,]+(\\d{2}|\\d{4})\\b`, "gi"),
      read: (m) => [year(m[3]!), monthOf(m[2]!), +m[1]!],
    },
    {
      pattern: new RegExp(`\\b${monthName} (\\d{1,2}),? (\\d{4})\\b`, "gi"),
      read: (m) => [+m[3]!, monthOf(m[1]!), +m[2]!],
    },
  ];
const monthAlone = new RegExp(`\\b${monthName},? (\\d{4})\\b`, "i");

const year = (text: string) => (text.length === 2 ? 2000 + Number(text) : Number(text));
const monthOf = (name: string) => months.indexOf(name.slice(0, 3).toLowerCase()) + 1;
const iso = ([y, m, d]: [number, number, number]) =>
  `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
const valid = ([y, m, d]: [number, number, number]) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1990 && y <= 2100 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** The dates a text states, in order, as ISO days. */
function datesIn(text: string): string[] {
  const found: { at: number; date: string }[] = [];
  for (const { pattern, read } of datePatterns) {
    for (const match of text.matchAll(pattern)) {
      const parts = read(match as RegExpExecArray);
      if (valid(parts)) found.push({ at: match.index, date: iso(parts) });
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.date);
}

/** The period the first labelled line (or the line after it) states. */
export function periodOf(lines: readonly TextLine[]): StatementFigures["period"] {
  for (const [index, line] of lines.entries()) {
    if (!label.test(line.text)) continue;
    const after = line.text.slice(line.text.search(label));
    for (const candidate of [after, lines[index + 1]?.text ?? ""]) {
      const dates = datesIn(candidate);
      if (dates.length >= 2 && dates[0]! <= dates[1]!) {
        return { from: dates[0]!, to: dates[1]!, source: sourceOf(line) };
      }
      const month = monthAlone.exec(candidate);
      if (dates.length === 0 && month) {
        const [y, m] = [Number(month[2]), monthOf(month[1]!)];
        const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
        return { from: iso([y, m, 1]), to: iso([y, m, last]), source: sourceOf(line) };
      }
    }
  }
  return undefined;
}
