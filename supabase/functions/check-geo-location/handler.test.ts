import { lookupCountry } from "@/lib/geo/embedded-check";
import { createHandler, visitorAddressHeader } from "./handler";

const handler = createHandler({ lookupCountry });

function post(headers: Record<string, string>) {
  return handler(
    new Request("http://functions.test/check-geo-location", {
      method: "POST",
      body: "{}",
      headers,
    }),
  );
}

describe("check-geo-location function", () => {
  it("answers allowed for a US visitor address", async () => {
    const response = await post({ [visitorAddressHeader]: "8.8.8.8" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ allowed: true });
  });

  it("answers not allowed for UK and Russian addresses", async () => {
    expect(await (await post({ [visitorAddressHeader]: "81.2.69.142" })).json()).toEqual({
      allowed: false,
    });
    expect(await (await post({ [visitorAddressHeader]: "::ffff:5.255.255.5" })).json()).toEqual({
      allowed: false,
    });
  });

  it("falls back to the caller's address when none is forwarded", async () => {
    expect(await (await post({ "x-forwarded-for": "81.2.69.142, 10.0.0.1" })).json()).toEqual({
      allowed: false,
    });
  });

  it("allows private and missing addresses", async () => {
    expect(await (await post({ [visitorAddressHeader]: "192.168.0.10" })).json()).toEqual({
      allowed: true,
    });
    expect(await (await post({})).json()).toEqual({ allowed: true });
  });

  it("honours a custom allowed-country list", async () => {
    const ukOnly = createHandler({ lookupCountry, allowedCountries: "GB" });
    const response = await ukOnly(
      new Request("http://f.test/", {
        method: "POST",
        headers: { [visitorAddressHeader]: "81.2.69.142" },
      }),
    );
    expect(await response.json()).toEqual({ allowed: true });
  });

  it("answers CORS preflights and refuses other methods", async () => {
    expect((await handler(new Request("http://f.test/", { method: "OPTIONS" }))).status).toBe(200);
    expect((await handler(new Request("http://f.test/", { method: "GET" }))).status).toBe(405);
  });
});
