/** The host a request was sent to: the first X-Forwarded-Host entry, else Host. */
export type RequestHost = { host: string; hostname: string };

const first = (value: string | null) => value?.split(",")[0]?.trim().toLowerCase() || null;
// A name or an IPv4 address, or an IPv6 address in brackets, then an optional port: no user
// part, path, space or escape, which would make another host of it.
const hostShape = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** The request's host, parsed; null when there is none or it is not a host (a client's garbage). */
export function requestHost(headers: Headers): RequestHost | null {
  const host = first(headers.get("x-forwarded-host")) ?? first(headers.get("host"));
  if (!host || !hostShape.test(host)) return null;
  try {
    return { host, hostname: new URL(`http://${host}`).hostname };
  } catch {
    return null; // a port past 65535, an empty label the URL parser refuses
  }
}
