// Zod-free on purpose: the forms read the link's name before their schema is loaded.

/** The query parameter of the referral link /friends hands out: `?ref=<the referrer's name>`. */
export const referralParam = "ref";

const maxLength = 120;
/** Control, line-break and direction-changing characters: the form's field refuses them. */
const unusable = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** A referrer's name as the "Referred by" field accepts it, or null. */
function cleanName(raw: string | null): string | null {
  const name = raw?.trim().slice(0, maxLength).trim() ?? "";
  return name && !unusable.test(name) && name.isWellFormed() ? name : null;
}

/** The name a referral link carries (`?ref=`), if it is one the form would accept. */
export function referrerFromQuery(search: string): string | null {
  return cleanName(new URLSearchParams(search).get(referralParam));
}

/** The link a referrer shares: `landingUrl` with their name as `?ref=`; null without a name. */
export function referralLink(landingUrl: string, referrer: string): string | null {
  const name = cleanName(referrer);
  if (!name) return null;
  const url = new URL(landingUrl);
  url.searchParams.set(referralParam, name);
  return url.href;
}
