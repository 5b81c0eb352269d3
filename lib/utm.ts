import { z } from "zod";

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

const value = (label: string) =>
  z
    .string()
    .max(100, `${label} is too long: keep it under 100 characters`)
    .transform(normaliseUtmValue);

const required = (label: string) =>
  value(label).refine((text) => text.length > 0, `${label} is required`);

const httpUrl = z
  .string()
  .trim()
  .min(1, "Destination URL is required")
  .refine((text) => {
    try {
      return ["http:", "https:"].includes(new URL(text).protocol);
    } catch {
      return false;
    }
  }, "Destination URL must be a full web address starting with https://");

/** The builder's input: a destination URL and the UTM values, validated and normalised. */
export const utmInputSchema = z.object({
  url: httpUrl,
  source: required("Source"),
  medium: required("Medium"),
  campaign: required("Campaign"),
  content: value("Content").optional(),
  term: value("Term").optional(),
});

export type UtmInput = z.input<typeof utmInputSchema>;
export type UtmResult =
  { ok: true; url: string } | { ok: false; errors: Partial<Record<"url" | UtmField, string>> };

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

/** Validates the builder's fields and returns the tracked URL or a message per wrong field. */
export function buildTrackedUrl(input: UtmInput): UtmResult {
  const parsed = utmInputSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Partial<Record<"url" | UtmField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as "url" | UtmField;
      errors[field] ??= issue.message;
    }
    return { ok: false, errors };
  }
  const { url, ...params } = parsed.data;
  return { ok: true, url: withUtm(url, params) };
}
