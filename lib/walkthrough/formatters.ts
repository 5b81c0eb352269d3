/**
 * One Intl.DateTimeFormat per zone and pattern, made on first use and kept: building one costs
 * far more than formatting with it, and the walkthrough labels format dozens of moments at once.
 */
const patterns = {
  clock: { hour: "numeric", minute: "2-digit", hour12: true },
  shortDay: { weekday: "short", month: "short", day: "numeric" },
  longDay: { weekday: "long", month: "long", day: "numeric" },
  year: { year: "numeric" },
  offset: { timeZoneName: "longOffset" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The patterns the walkthrough windows are written in. */
export type Pattern = keyof typeof patterns;

const made = new Map<string, Intl.DateTimeFormat>();

/** The en-US formatter of a pattern in a zone, made once. */
export function formatter(timeZone: string, pattern: Pattern): Intl.DateTimeFormat {
  const key = `${timeZone} ${pattern}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, ...patterns[pattern] });
    made.set(key, format);
  }
  return format;
}

/** The office's calendar day (en-CA writes YYYY-MM-DD), made once per zone. */
const isoDays = new Map<string, Intl.DateTimeFormat>();
export function isoDayFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = isoDays.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    isoDays.set(timeZone, format);
  }
  return format;
}
