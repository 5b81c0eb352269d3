import { siteUrl } from "@/lib/env";

/**
 * Whether a request that changes state came from this site's own pages. Browsers say so in
 * `Sec-Fetch-Site` (same-origin, or none for a typed address or bookmark); a browser too old for
 * that header sends `Origin` with every cross-site post, which must then name this site: its
 * public origin, or the host the request was sent to (a staging or local address). A request
 * with neither header is no browser's, so no visitor's browser can be made to send it.
 */
export function isSameOriginRequest(headers: Headers, publicOrigin: string = siteUrl): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite !== null) return fetchSite === "same-origin" || fetchSite === "none";
  const origin = headers.get("origin");
  if (origin === null) return true;
  const sent = hostOf(origin);
  if (sent === null) return false; // "null" (a sandboxed frame, a privacy redirect) or garbage
  const host = (headers.get("x-forwarded-host") ?? headers.get("host") ?? "").split(",")[0]?.trim();
  return sent === hostOf(publicOrigin) || (host !== undefined && sent === host.toLowerCase());
}

/** The answer to a cross-site request: 403, nothing read, no cookie, never cached. */
export function crossSiteRefusal(): Response {
  return new Response("This form only accepts posts from this site's own pages.", {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}
