import { utmFields } from "@/lib/utm";

/** Where a lead was sent from: the page's path and any utm_* fields of its address. */
export type LeadOrigin = { page: string; utm: Record<string, string> };

/** The payload key that carries the origin; form fields are camelCase, so it cannot collide. */
export const originKey = "_source";

/**
 * Reads the origin from the Referer of a Server Action post, which browsers send as the full
 * same-origin URL for script and no-script posts alike. Only the path and the utm_* values are
 * kept (never the host or other query values), each cut to a sane length; a forged Referer can
 * say no more than the visitor could type into the form.
 */
export function leadOrigin(referer: string | null | undefined) {
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (!["http:", "https:"].includes(url.protocol)) return null;
  const utm: Record<string, string> = {};
  for (const field of utmFields) {
    const value = url.searchParams.get(`utm_${field}`)?.trim();
    if (value) utm[field] = value.slice(0, 100);
  }
  return { page: url.pathname.slice(0, 300), utm } satisfies LeadOrigin;
}

/** Splits a stored payload into the origin and the visitor's own answers. */
export function splitPayload(payload: Record<string, unknown>): {
  origin: LeadOrigin | null;
  fields: Record<string, unknown>;
} {
  const { [originKey]: raw, ...rest } = payload;
  // Keys that start with "_" are the server's own (the origin, a statement's files), not answers.
  const fields = Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith("_")));
  const candidate = raw as Partial<LeadOrigin> | undefined;
  const origin =
    candidate && typeof candidate.page === "string"
      ? { page: candidate.page, utm: { ...(candidate.utm ?? {}) } }
      : null;
  return { origin, fields };
}
