import { embeddedCheck, lookupCountry } from "./embedded-check";
import { parseAllowedCountries } from "./policy";

describe("embedded location check", () => {
  const check = embeddedCheck(parseAllowedCountries(undefined));

  it("finds countries in the bundled offline database", () => {
    expect(lookupCountry("8.8.8.8")).toBe("US");
    expect(lookupCountry("81.2.69.142")).toBe("GB");
    expect(lookupCountry("5.255.255.5")).toBe("RU");
  });

  it("allows a US address and restricts UK and Russian ones", async () => {
    expect(await check.check("8.8.8.8")).toEqual({ ok: true, allowed: true });
    expect(await check.check("81.2.69.142")).toEqual({ ok: true, allowed: false });
    expect(await check.check("::ffff:5.255.255.5")).toEqual({ ok: true, allowed: false });
  });

  it("allows loopback and unknown addresses", async () => {
    expect(await check.check("127.0.0.1")).toEqual({ ok: true, allowed: true });
    expect(await check.check(null)).toEqual({ ok: true, allowed: true });
  });
});
