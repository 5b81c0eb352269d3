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

  it("reads KEEP_ALIVE_TIMEOUT as milliseconds, unset by default", () => {
    expect(parseServerEnv({ KEEP_ALIVE_TIMEOUT: "65000" }).KEEP_ALIVE_TIMEOUT).toBe(65_000);
    expect(parseServerEnv({}).KEEP_ALIVE_TIMEOUT).toBeUndefined();
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
    [{ KEEP_ALIVE_TIMEOUT: "soon" }, "- KEEP_ALIVE_TIMEOUT: "],
    [{ KEEP_ALIVE_TIMEOUT: "86400000" }, "KEEP_ALIVE_TIMEOUT is in milliseconds"],
    [{ START_TIMEOUT_MS: "60" }, "START_TIMEOUT_MS is in milliseconds, at least 1000"],
    [{ TRUST_PROXY: "yes" }, "- TRUST_PROXY: "],
    [{ LEADS_HASH_SECRET: "short" }, "- LEADS_HASH_SECRET: LEADS_HASH_SECRET needs at least 16"],
  ])("%o", (source, message) => {
    expect(() => parseServerEnv(source)).toThrow(message);
    expect(() => parseServerEnv(source)).toThrow(/^Invalid environment \(see \.env\.example\):/);
  });
});

describe("lead notification variables", () => {
  const secret = "x".repeat(32);
  const problem = (source: Record<string, string>) => {
    try {
      parseServerEnv(source);
    } catch (error) {
      return (error as Error).message;
    }
    return "no error";
  };

  it("has working defaults with no channel configured", () => {
    expect(parseServerEnv({})).toMatchObject({
      LEADS_RETRY_BASE_MS: 30_000,
      LEADS_RETRY_FOR_MS: 86_400_000,
      LEADS_OUTBOX_POLL_MS: 5_000,
      LEADS_NOTIFY_FROM: "Lake Country MS website <no-reply@lakecountrymerchant.example>",
    });
  });

  it("reads a full configuration, splitting the recipients", () => {
    const env = parseServerEnv({
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      LEADS_NOTIFY_TO: "sales@example.com, owner@example.com",
      LEADS_NOTIFY_FROM: "Website <web@example.com>",
      LEADS_WEBHOOK_URL: "https://hooks.example.com/leads",
      LEADS_WEBHOOK_SECRET: secret,
    });
    expect(env.LEADS_NOTIFY_TO).toEqual(["sales@example.com", "owner@example.com"]);
  });

  it.each([
    [{ SMTP_URL: "http://mail.example.com" }, /SMTP_URL: SMTP_URL must be smtp:\/\//],
    [{ SMTP_URL: "smtp://mail.example.com" }, /LEADS_NOTIFY_TO: SMTP_URL is set/],
    [{ LEADS_NOTIFY_TO: "sales@example.com" }, /SMTP_URL: LEADS_NOTIFY_TO is set/],
    [
      { SMTP_URL: "smtp://h:25", LEADS_NOTIFY_TO: "sales@example.com, nope" },
      /LEADS_NOTIFY_TO: LEADS_NOTIFY_TO must be one or more email addresses/,
    ],
    [{ LEADS_NOTIFY_FROM: "Website <nope>" }, /LEADS_NOTIFY_FROM: LEADS_NOTIFY_FROM must be/],
    [
      { LEADS_WEBHOOK_URL: "http://hooks.example.com/x", LEADS_WEBHOOK_SECRET: secret },
      /LEADS_WEBHOOK_URL: LEADS_WEBHOOK_URL must use https/,
    ],
    [{ LEADS_WEBHOOK_URL: "ftp://h/x" }, /LEADS_WEBHOOK_URL: LEADS_WEBHOOK_URL must be/],
    [{ LEADS_WEBHOOK_URL: "https://h.example/x" }, /LEADS_WEBHOOK_SECRET: set both/],
    [
      { LEADS_WEBHOOK_URL: "https://h.example/x", LEADS_WEBHOOK_SECRET: "short" },
      /LEADS_WEBHOOK_SECRET: LEADS_WEBHOOK_SECRET needs at least 32/,
    ],
    [
      { LEADS_RETRY_BASE_MS: "50" },
      /LEADS_RETRY_BASE_MS: LEADS_RETRY_BASE_MS must be at least 100/,
    ],
    [{ LEADS_RETRY_BASE_MS: "soon" }, /LEADS_RETRY_BASE_MS: LEADS_RETRY_BASE_MS must be a number/],
    [{ LEADS_OUTBOX_POLL_MS: "10" }, /LEADS_OUTBOX_POLL_MS: LEADS_OUTBOX_POLL_MS must be at least/],
    [{ LEADS_RETRY_FOR_MS: "5" }, /LEADS_RETRY_FOR_MS: LEADS_RETRY_FOR_MS must be at least/],
    [
      {
        SUPABASE_URL: "https://abc.supabase.co",
        SUPABASE_ANON_KEY: "a".repeat(40),
        LEADS_WEBHOOK_URL: "https://h.example/x",
        LEADS_WEBHOOK_SECRET: secret,
      },
      /SUPABASE_SERVICE_ROLE_KEY: on Supabase the server needs the service key/,
    ],
    [
      { SUPABASE_URL: "https://abc.supabase.co", SUPABASE_ANON_KEY: "a".repeat(40) },
      /SUPABASE_SERVICE_ROLE_KEY: on Supabase the server needs the service key/,
    ],
  ])("refuses %j, naming the variable", (source, message) => {
    expect(problem(source)).toMatch(message);
  });

  it("allows plain http for a webhook on this machine only", () => {
    for (const host of ["localhost:8080", "127.0.0.1:8080", "[::1]:8080"]) {
      const env = parseServerEnv({
        LEADS_WEBHOOK_URL: `http://${host}/hook`,
        LEADS_WEBHOOK_SECRET: secret,
      });
      expect(env.LEADS_WEBHOOK_URL).toBe(`http://${host}/hook`);
    }
  });
});
