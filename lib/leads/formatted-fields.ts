import { z } from "zod";

// Answers stored in a normal form: phone numbers, website addresses, dollar amounts, percentages.

const usPhone = /^(?:\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?([2-9]\d{2})[\s.-]?(\d{4})$/;

/** Formats a US phone number as (262) 555-0147, or returns null when it is not one. */
export function normalizeUsPhone(value: string): string | null {
  const match = usPhone.exec(value.trim());
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : null;
}

const phoneMessage = "Enter a 10-digit US phone number, like 262-555-0147.";

/** A US phone number, stored as (262) 555-0147. */
export const phone = z
  .string({ error: phoneMessage })
  .trim()
  .max(32, phoneMessage)
  .transform((value, context) => {
    const normalized = normalizeUsPhone(value);
    if (!normalized) context.addIssue({ code: "custom", message: phoneMessage });
    return normalized ?? value;
  });

/** An optional US phone number: empty becomes null. */
export const optionalPhone = z
  .string()
  .trim()
  .max(32, phoneMessage)
  .transform((value, context) => {
    if (!value) return null;
    const normalized = normalizeUsPhone(value);
    if (!normalized) context.addIssue({ code: "custom", message: phoneMessage });
    return normalized ?? value;
  })
  .default(null);

const moneyPattern = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Reads "$25,000.50", "25000" or "25,000" as a number of dollars, or null when it is not money. */
export function parseDollars(value: string): number | null {
  const match = moneyPattern.exec(value.trim());
  if (!match?.[1]) return null;
  const cents = Number((match[2] ?? "0").padEnd(2, "0"));
  return Number(match[1].replaceAll(",", "")) + cents / 100;
}

/** An amount in US dollars between min and max, as a number. */
export function dollars(label: string, { min, max }: { min: number; max: number }) {
  const range = `Enter ${label} between $${min.toLocaleString("en-US")} and $${max.toLocaleString("en-US")}.`;
  return z
    .string({ error: `Enter ${label} in dollars.` })
    .trim()
    .min(1, `Enter ${label} in dollars.`)
    .max(20, range)
    .transform((value, context) => {
      const amount = parseDollars(value);
      if (amount === null) {
        context.addIssue({ code: "custom", message: `Enter ${label} in dollars, like 25,000.` });
        return z.NEVER;
      }
      if (amount < min || amount > max) context.addIssue({ code: "custom", message: range });
      return amount;
    });
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
export const optionalWebsite = z
  .string()
  .trim()
  .max(200, websiteMessage)
  .transform((value, context) => {
    if (!value) return null;
    const normalized = normalizeWebsite(value);
    if (!normalized) context.addIssue({ code: "custom", message: websiteMessage });
    return normalized ?? value;
  })
  .default(null);

/** A whole-number percentage from 0 to 100. */
export function percent(label: string) {
  const message = `Enter ${label} as a number from 0 to 100.`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,3}$/, message)
    .transform(Number)
    .refine((value) => value <= 100, message);
}
