import { SOCKET_ADDRESS_HEADER, stampedAddress } from "@/lib/server/socket-address.mjs";
import { normalizeAddress } from "./policy";

/**
 * The visitor's address. Without TRUST_PROXY only the socket's address counts, as server.mjs
 * stamped it under the process's own key (lib/server/socket-address.mjs), so no header a client
 * sends can choose it; under a server that stamps nothing it is unknown (null). With
 * TRUST_PROXY=1 the rightmost X-Forwarded-For entry, the one our own front proxy appended, is the
 * client. Route handlers the proxy skips read it the same way, from their request's headers.
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
  return normalizeAddress(stampedAddress(headers.get(SOCKET_ADDRESS_HEADER)));
}
