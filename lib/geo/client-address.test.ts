import { clientAddress, socketAddressHeader } from "./client-address";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("client address", () => {
  it("uses only the socket address without TRUST_PROXY, so X-Forwarded-For cannot be spoofed", () => {
    const spoofed = headers({ "x-forwarded-for": "8.8.8.8", [socketAddressHeader]: "81.2.69.142" });
    expect(clientAddress(spoofed, false)).toBe("81.2.69.142");
  });

  it("takes the rightmost X-Forwarded-For entry, written by our own proxy, with TRUST_PROXY", () => {
    const chain = headers({
      "x-forwarded-for": "8.8.8.8, 10.0.0.2, 81.2.69.142",
      [socketAddressHeader]: "10.0.0.1",
    });
    expect(clientAddress(chain, true)).toBe("81.2.69.142");
  });

  it("falls back to the socket with TRUST_PROXY when no proxy header came", () => {
    expect(clientAddress(headers({ [socketAddressHeader]: "::ffff:127.0.0.1" }), true)).toBe(
      "127.0.0.1",
    );
  });

  it("strips the IPv4-mapped prefix and keeps IPv6 addresses", () => {
    expect(clientAddress(headers({ [socketAddressHeader]: "::ffff:5.255.255.5" }), false)).toBe(
      "5.255.255.5",
    );
    expect(clientAddress(headers({ "x-forwarded-for": "2a02:6b8::2:242" }), true)).toBe(
      "2a02:6b8::2:242",
    );
  });

  it("answers null when there is no usable address", () => {
    expect(clientAddress(headers({}), false)).toBeNull();
    expect(clientAddress(headers({ "x-forwarded-for": "unknown" }), true)).toBeNull();
  });
});
