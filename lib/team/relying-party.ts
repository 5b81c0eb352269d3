import { site } from "@/content/site";
import { requestHost } from "./request-host";

/** Who the passkeys belong to: the WebAuthn RP ID (a host name) and the origin pages run on. */
export type RelyingParty = { id: string; origin: string; name: string };

const isLocalName = (hostname: string) =>
  hostname === "localhost" || hostname.endsWith(".localhost");

/**
 * The relying party of a request. In production it is SITE_URL's host, so a passkey made there
 * works on every instance behind it. A run on this machine under another origin than SITE_URL
 * (`npm start` with the default public SITE_URL, the e2e servers) is served at the address the
 * browser used, if that is localhost: browsers allow WebAuthn over plain http only there, and
 * never on a bare IP such as 127.0.0.1. Any other host is refused (null), so a forged Host header
 * cannot pick the RP ID, and a passkey is never asked for an origin the site does not own; so is
 * a host that does not parse.
 */
export function relyingParty(headers: Headers, siteUrl: string): RelyingParty | null {
  const site_ = new URL(siteUrl);
  const requested = requestHost(headers);
  if (!requested) return null;
  const { host, hostname } = requested;
  const name = site.name;
  if (host === site_.host) return { id: site_.hostname, origin: site_.origin, name };
  if (!isLocalName(hostname)) return null;
  const scheme = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return { id: hostname, origin: `${scheme === "https" ? "https" : "http"}://${host}`, name };
}
