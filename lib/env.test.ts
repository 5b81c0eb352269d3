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

describe("each wrong variable is named with its own message", () => {
  const supabase = { SUPABASE_URL: "https://abc.supabase.co", SUPABASE_ANON_KEY: "a".repeat(40) };
  it.each([
    [
      { ...supabase, SUPABASE_ANON_KEY: "short" },
      "- SUPABASE_ANON_KEY: SUPABASE_ANON_KEY looks too short",
    ],
    [{ ...supabase, SUPABASE_URL: "abc" }, "- SUPABASE_URL: SUPABASE_URL must be the project URL"],
    [{ GEO_GATE: "maybe" }, "- GEO_GATE: "],
    [{ GEO_TIMEOUT_MS: "5" }, "- GEO_TIMEOUT_MS: "],
    [{ GEO_TIMEOUT_MS: "soon" }, "- GEO_TIMEOUT_MS: "],
    [{ TRUST_PROXY: "yes" }, "- TRUST_PROXY: "],
    [{ LEADS_HASH_SECRET: "short" }, "- LEADS_HASH_SECRET: LEADS_HASH_SECRET needs at least 16"],
  ])("%o", (source, message) => {
    expect(() => parseServerEnv(source)).toThrow(message);
    expect(() => parseServerEnv(source)).toThrow(/^Invalid environment \(see \.env\.example\):/);
  });
});
