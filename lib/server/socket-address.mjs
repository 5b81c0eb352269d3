// The visitor's socket address, from the one server that can see it (server.mjs) to the code that
// reads requests (the location gate, the lead limits, route handlers). Next hands the app only
// headers, and a client can send any header; so server.mjs stamps each request with a key made
// at its start, known to nobody outside the process, and an address counts only under that key.
// Under Next's own servers nothing stamps and there is no key: no header names the address.
// Plain JavaScript, because server.mjs imports it without a build step.
import { randomBytes, timingSafeEqual } from "node:crypto";

/** The header server.mjs writes on every request, replacing whatever a client sent under it. */
export const SOCKET_ADDRESS_HEADER = "x-socket-address";
/** Where the process keeps its key: set by server.mjs only, before Next loads. */
const KEY_VARIABLE = "LAKE_COUNTRY_SOCKET_KEY";

/** Makes this process's key (server.mjs, at its start) and returns the stamp for its requests. */
export function socketAddressStamp() {
  const key = randomBytes(24).toString("base64url");
  process.env[KEY_VARIABLE] = key;
  return (request) => {
    request.headers[SOCKET_ADDRESS_HEADER] = `${key} ${request.socket.remoteAddress ?? ""}`;
  };
}

/** Whether this process stamps socket addresses (it is server.mjs, not `next start`). */
export const seesSocketAddresses = () => Boolean(process.env[KEY_VARIABLE]);

/** The address in a stamp made by this process, or null for anything else a client could send. */
export function stampedAddress(value) {
  const key = process.env[KEY_VARIABLE];
  if (!key || typeof value !== "string") return null;
  const space = value.indexOf(" ");
  if (space === -1) return null;
  const given = Buffer.from(value.slice(0, space));
  const expected = Buffer.from(key);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return value.slice(space + 1) || null;
}
