import { site } from "@/content/site";
import { parseServerEnv } from "./env";

describe("server environment", () => {
  it("works with nothing configured", () => {
    const env = parseServerEnv({});
    expect(env).toMatchObject({
      SITE_URL: site.url,
      GEO_GATE: "on",
      DATA_DIR: ".data",
      TRUST_PROXY: false,
    });
    expect(env.SUPABASE_URL).toBeUndefined();
  });

  it("links to the business's public origin by default, and to localhost only under next dev", () => {
    expect(site.url).toMatch(/^https:\/\/(?!localhost)/);
    expect(parseServerEnv({ NODE_ENV: "production" }).SITE_URL).toBe(site.url);
    expect(parseServerEnv({ NODE_ENV: "development" }).SITE_URL).toBe("http://localhost:3000");
    expect(parseServerEnv({ SITE_URL: "https://staging.example.org" }).SITE_URL).toBe(
      "https://staging.example.org",
    );
  });

  it("treats empty variables as unset", () => {
    expect(
      parseServerEnv({ SUPABASE_URL: "", SUPABASE_ANON_KEY: "" }).SUPABASE_URL,
    ).toBeUndefined();
  });

  it("names every wrong variable with a hint", () => {
    expect(() => parseServerEnv({ SITE_URL: "example", GEO_ALLOWED_COUNTRIES: "USA" })).toThrow(
      /SITE_URL: SITE_URL must be an absolute URL[\s\S]*GEO_ALLOWED_COUNTRIES/,
    );
  });

  it("refuses half a Supabase configuration", () => {
    expect(() => parseServerEnv({ SUPABASE_URL: "https://abc.supabase.co" })).toThrow(
      /set both SUPABASE_URL and SUPABASE_ANON_KEY/,
    );
  });

  it("reads TRUST_PROXY as a flag", () => {
    expect(parseServerEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(true);
    expect(parseServerEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
  });
});
