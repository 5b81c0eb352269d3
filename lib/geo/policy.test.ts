import { decide, isPrivateAddress, normalizeAddress, parseAllowedCountries } from "./policy";

const usOnly = parseAllowedCountries("US,PR,GU,VI,AS,MP");

describe("location policy", () => {
  it("defaults to the US and its territories when the list is empty or missing", () => {
    expect([...parseAllowedCountries(undefined)]).toEqual(["US", "PR", "GU", "VI", "AS", "MP"]);
    expect([...parseAllowedCountries(" ")]).toEqual(["US", "PR", "GU", "VI", "AS", "MP"]);
  });

  it("reads a comma-separated list in any case and ignores junk entries", () => {
    expect([...parseAllowedCountries(" us, ca ,x1,GBR")]).toEqual(["US", "CA"]);
  });

  it("allows visitors from allowed countries and restricts the others", () => {
    expect(decide("8.8.8.8", "US", usOnly)).toEqual({ allowed: true, reason: "allowed-country" });
    expect(decide("81.2.69.142", "GB", usOnly)).toEqual({
      allowed: false,
      reason: "restricted-country",
    });
    expect(decide("1.2.3.4", "pr", usOnly).allowed).toBe(true);
  });

  it("allows loopback, private and unknown addresses", () => {
    expect(decide("127.0.0.1", "RU", usOnly)).toEqual({ allowed: true, reason: "private" });
    expect(decide("10.1.2.3", null, usOnly).allowed).toBe(true);
    expect(decide(null, null, usOnly)).toEqual({ allowed: true, reason: "unknown" });
    expect(decide("203.0.113.9", null, usOnly)).toEqual({ allowed: true, reason: "unknown" });
  });

  it.each([
    "127.0.0.1",
    "10.0.0.1",
    "172.16.5.4",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.0.1",
    "100.64.0.1",
    "::1",
    "fd00::1",
    "fe80::1",
  ])("treats %s as private", (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(["8.8.8.8", "172.32.0.1", "100.128.0.1", "2001:4860:4860::8888"])(
    "treats %s as public",
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );

  it("normalises mapped IPv4, brackets, ports and zone ids, and rejects non-addresses", () => {
    expect(normalizeAddress("::ffff:81.2.69.142")).toBe("81.2.69.142");
    expect(normalizeAddress("::FFFF:8.8.8.8")).toBe("8.8.8.8");
    expect(normalizeAddress("[2001:DB8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("8.8.8.8:1234")).toBe("8.8.8.8");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeAddress("999.1.1.1")).toBeNull();
    expect(normalizeAddress("<script>")).toBeNull();
    expect(normalizeAddress("")).toBeNull();
  });
});
