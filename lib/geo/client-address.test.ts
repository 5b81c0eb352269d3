import type { IncomingMessage } from "node:http";
import { SOCKET_ADDRESS_HEADER, socketAddressStamp } from "@/lib/server/socket-address.mjs";
import { clientAddress } from "./client-address";

const keyVariable = "LAKE_COUNTRY_SOCKET_KEY";
afterEach(() => delete process.env[keyVariable]);

/** The headers server.mjs hands Next for a request from `remoteAddress` with `sent` headers. */
function stamped(remoteAddress: string, sent: Record<string, string> = {}) {
  const request = { headers: { ...sent }, socket: { remoteAddress } } as unknown as IncomingMessage;
  socketAddressStamp()(request);
  return new Headers(request.headers as Record<string, string>);
}

describe("client address", () => {
  it("uses only the socket address without TRUST_PROXY, so X-Forwarded-For cannot be spoofed", () => {
    expect(clientAddress(stamped("81.2.69.142", { "x-forwarded-for": "8.8.8.8" }), false)).toBe(
      "81.2.69.142",
    );
  });

  it("replaces a socket-address header the client sent with the socket's own", () => {
    const headers = stamped("81.2.69.142", { [SOCKET_ADDRESS_HEADER]: "8.8.8.8" });
    expect(clientAddress(headers, false)).toBe("81.2.69.142");
  });

  it("takes no address from a header that lacks this process's key, or without a key at all", () => {
    stamped("127.0.0.1"); // the process now has a key (it is server.mjs)
    for (const forged of ["95.108.213.1", "x 95.108.213.1", `${"A".repeat(32)} 95.108.213.1`])
      expect(clientAddress(new Headers({ [SOCKET_ADDRESS_HEADER]: forged }), false)).toBeNull();
    // `next start` and the standalone server.js: no key, so nothing a client sends counts.
    const fromServerMjs = stamped("81.2.69.142").get(SOCKET_ADDRESS_HEADER)!;
    delete process.env[keyVariable];
    expect(
      clientAddress(new Headers({ [SOCKET_ADDRESS_HEADER]: fromServerMjs }), false),
    ).toBeNull();
  });

  it("takes the rightmost X-Forwarded-For entry, written by our own proxy, with TRUST_PROXY", () => {
    const chain = stamped("10.0.0.1", { "x-forwarded-for": "8.8.8.8, 10.0.0.2, 81.2.69.142" });
    expect(clientAddress(chain, true)).toBe("81.2.69.142");
  });

  it("falls back to the socket with TRUST_PROXY when no proxy header came", () => {
    expect(clientAddress(stamped("::ffff:127.0.0.1"), true)).toBe("127.0.0.1");
  });

  it("strips the IPv4-mapped prefix and keeps IPv6 addresses", () => {
    expect(clientAddress(stamped("::ffff:5.255.255.5"), false)).toBe("5.255.255.5");
    expect(clientAddress(new Headers({ "x-forwarded-for": "2a02:6b8::2:242" }), true)).toBe(
      "2a02:6b8::2:242",
    );
  });

  it("answers null when there is no usable address", () => {
    expect(clientAddress(new Headers({}), false)).toBeNull();
    expect(clientAddress(new Headers({ "x-forwarded-for": "unknown" }), true)).toBeNull();
  });
});
