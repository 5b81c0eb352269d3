import { site } from "@/content/site";

/** Who the passkeys belong to: the WebAuthn RP ID (a host name) and the origin pages run on. */
export type RelyingParty = { id: string; origin: string; name: string };

const first = (value: string | null) => value?.split(",")[0]?.trim().toLowerCase() || null;
const isLocalName = (hostname: string) =>
  hostname === "localhost" || hostname.endsWith(".localhost");

/**
 * The relying party of a request. In production it is SITE_URL's host, so a passkey made there
 * works on every instance behind it. A run on this machine under another origin than SITE_URL
 * (`npm start` with the default public SITE_URL, the e2e servers) is served at the address the
 * browser used, if that is localhost: browsers allow WebAuthn over plain http only there, and
 * never on a bare IP such as 127.0.0.1. Any other host is refused (null), so a forged Host header
 * cannot pick the RP ID, and a passkey is never asked for an origin the site does not own.
 */
export function relyingParty(headers: Headers, siteUrl: string): RelyingParty | null {
  const site_ = new URL(siteUrl);
  const host = first(headers.get("x-forwarded-host")) ?? first(headers.get("host"));
  if (!host) return null;
  const name = site.name;
  if (host === site_.host) return { id: site_.hostname, origin: site_.origin, name };
  const requested = new URL(`http://${host}`);
  if (!isLocalName(requested.hostname)) return null;
  const proto = first(headers.get("x-forwarded-proto")) === "https" ? "https" : "http";
  return { id: requested.hostname, origin: `${proto}://${host}`, name };
}
