/** The UTM fields a tracked link carries; content and term are optional. */
export const utmFields = ["source", "medium", "campaign", "content", "term"] as const;
export type UtmField = (typeof utmFields)[number];
export type UtmParams = { source: string; medium: string; campaign: string } & Partial<
  Record<"content" | "term", string>
>;

/**
 * Lower-cases a value and joins its words with hyphens: analytics tools treat "Facebook" and
 * "facebook" as two sources, so one spelling keeps reports from splitting.
 */
export function normaliseUtmValue(value: string): string {
  return value.trim().toLowerCase().replace(/\s+/g, "-").replace(/-{2,}/g, "-");
}

const labels: Record<"url" | UtmField, string> = {
  url: "Destination URL",
  source: "Source",
  medium: "Medium",
  campaign: "Campaign",
  content: "Content",
  term: "Term",
};
const required: readonly UtmField[] = ["source", "medium", "campaign"];
const maxLength = 100;

/** The builder's input: a destination URL and the UTM values as typed. */
export type UtmInput = { url: string } & Record<"source" | "medium" | "campaign", string> &
  Partial<Record<"content" | "term", string>>;
export type UtmResult =
  { ok: true; url: string } | { ok: false; errors: Partial<Record<"url" | UtmField, string>> };

function isWebAddress(text: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

/**
 * Adds utm_* parameters to a URL with the URL API: existing query parameters and the #fragment
 * are kept, earlier utm_* values are replaced, empty optional fields are left out.
 */
export function withUtm(url: string, params: UtmParams): string {
  const target = new URL(url);
  for (const field of utmFields) {
    const text = params[field];
    target.searchParams.delete(`utm_${field}`);
    if (text) target.searchParams.set(`utm_${field}`, text);
  }
  return target.toString();
}

/**
 * Validates the builder's fields and returns the tracked URL or a message per wrong field.
 * Plain checks rather than zod: this runs in the browser, where zod would triple the island's size.
 */
export function buildTrackedUrl(input: UtmInput): UtmResult {
  const errors: Partial<Record<"url" | UtmField, string>> = {};
  const url = input.url.trim();
  if (!url) errors.url = `${labels.url} is required`;
  else if (!isWebAddress(url)) {
    errors.url = `${labels.url} must be a full web address starting with https://`;
  }
  const params: Partial<Record<UtmField, string>> = {};
  for (const field of utmFields) {
    const value = normaliseUtmValue(input[field] ?? "");
    if (value.length > maxLength) {
      errors[field] = `${labels[field]} is too long: keep it under ${maxLength} characters`;
    } else if (!value && required.includes(field)) errors[field] = `${labels[field]} is required`;
    else params[field] = value;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, url: withUtm(url, params as UtmParams) };
}
