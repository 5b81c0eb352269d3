import { answerText, optional, type FieldRule } from "./fields";

// Answers stored in a normal form: phone numbers, website addresses, dollar amounts, percentages.
// Rules without zod, as in ./fields.ts.

/** An answer that `normalize` stores in a normal form, or refuses (null) with `message`. */
function formatted<T>(
  message: string,
  max: number,
  normalize: (value: string) => T | null,
): FieldRule<T> {
  return {
    check(answer) {
      const value = answerText(answer) ?? "";
      const normal = value.length > max ? null : normalize(value);
      return normal === null ? { message } : { value: normal };
    },
  };
}

const usPhone = /^(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})$/;

/** Formats a US phone number as (262) 555-0147, or returns null when it is not one. */
export function normalizeUsPhone(value: string): string | null {
  const match = usPhone.exec(value.trim());
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : null;
}

const phoneMessage = "Enter a 10-digit US phone number, like 262-555-0147.";

/** A US phone number, stored as (262) 555-0147. */
export const phone = formatted(phoneMessage, 32, normalizeUsPhone);

/** An optional US phone number: empty becomes null. */
export const optionalPhone = optional(phone);

const moneyPattern = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Reads "$25,000.50", "25000" or "25,000" as a number of dollars, or null when it is not money. */
export function parseDollars(value: string): number | null {
  const match = moneyPattern.exec(value.trim());
  if (!match?.[1]) return null;
  const cents = Number((match[2] ?? "0").padEnd(2, "0"));
  return Number(match[1].replaceAll(",", "")) + cents / 100;
}

/** An amount in US dollars between min and max, as a number. */
export function dollars(
  label: string,
  { min, max }: { min: number; max: number },
): FieldRule<number> {
  const range = `Enter ${label} between $${min.toLocaleString("en-US")} and $${max.toLocaleString("en-US")}.`;
  return {
    check(answer) {
      const value = answerText(answer);
      if (!value) return { message: `Enter ${label} in dollars.` };
      if (value.length > 20) return { message: range };
      const amount = parseDollars(value);
      if (amount === null) return { message: `Enter ${label} in dollars, like 25,000.` };
      return amount < min || amount > max ? { message: range } : { value: amount };
    },
  };
}

const websiteMessage = "Enter the website address, like www.yourbusiness.com.";

/** Reads "yourbusiness.com" or "https://yourbusiness.com/shop" as an http(s) URL, or null. */
export function normalizeWebsite(value: string): string | null {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  if (!URL.canParse(candidate)) return null;
  const url = new URL(candidate);
  const hostOk = /^[a-z\d-]+(\.[a-z\d-]+)+$/i.test(url.hostname);
  if (!["http:", "https:"].includes(url.protocol) || !hostOk || url.username || url.password) {
    return null;
  }
  return url.href;
}

/** An optional website address, stored as a full URL; empty becomes null. */
export const optionalWebsite = optional(formatted(websiteMessage, 200, normalizeWebsite));

/** A whole-number percentage from 0 to 100. */
export function percent(label: string): FieldRule<number> {
  const message = `Enter ${label} as a number from 0 to 100.`;
  return formatted(message, 3, (value) =>
    /^\d{1,3}$/.test(value) && Number(value) <= 100 ? Number(value) : null,
  );
}
