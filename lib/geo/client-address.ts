import { normalizeAddress } from "./policy";

/** Set by server.mjs from the TCP socket on every request, replacing anything a client sent. */
export const socketAddressHeader = "x-socket-address";

/**
 * The visitor's address. Without TRUST_PROXY only the socket's address counts, so a client cannot
 * pick its own country with a header; with TRUST_PROXY=1 the rightmost X-Forwarded-For entry,
 * the one our own front proxy appended, is the client.
 */
export function clientAddress(headers: Headers, trustProxy: boolean): string | null {
  if (trustProxy) {
    const entries = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const rightmost = entries.at(-1);
    if (rightmost) return normalizeAddress(rightmost);
  }
  return normalizeAddress(headers.get(socketAddressHeader));
}
