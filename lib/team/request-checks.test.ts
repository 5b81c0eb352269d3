import { secureCookie, sessionCookie, sessionToken } from "./cookie";
import { inboxQuery, leadIdParam } from "./inbox-query";
import { safeNext } from "./page-member";
import { createRateLimit } from "./rate-limit";
import { relyingParty } from "./relying-party";
import { requestHost } from "./request-host";

const headers = (values: Record<string, string>) => new Headers(values);

describe("the relying party", () => {
  it("is SITE_URL's host for requests to the public site", () => {
    const rp = relyingParty(headers({ host: "www.example.com" }), "https://www.example.com");
    expect(rp).toMatchObject({ id: "www.example.com", origin: "https://www.example.com" });
  });

  it("is the address the browser used on localhost, behind a proxy's scheme too", () => {
    expect(
      relyingParty(headers({ host: "localhost:3000" }), "https://www.example.com"),
    ).toMatchObject({ id: "localhost", origin: "http://localhost:3000" });
    const proxied = headers({ "x-forwarded-host": "app.localhost", "x-forwarded-proto": "https" });
    expect(relyingParty(proxied, "https://www.example.com")).toMatchObject({
      id: "app.localhost",
      origin: "https://app.localhost",
    });
  });

  it("refuses any other host, and bare IP addresses, which WebAuthn does not allow", () => {
    expect(relyingParty(headers({ host: "evil.example" }), "https://www.example.com")).toBeNull();
    expect(relyingParty(headers({ host: "127.0.0.1:3000" }), "https://www.example.com")).toBeNull();
    expect(relyingParty(headers({}), "https://www.example.com")).toBeNull();
  });

  it("refuses a host that does not parse, or that hides another behind a user part, without throwing", () => {
    for (const host of ["bad host", "[", "localhost:99999", "evil.example@localhost", "a/b", "%6c"])
      expect(relyingParty(headers({ "x-forwarded-host": host }), "https://x.example")).toBeNull();
  });
});

describe("the request's host", () => {
  it("is the first forwarded host, else Host, in lower case, with its name apart", () => {
    expect(requestHost(headers({ host: "LocalHost:3000" }))).toEqual({
      host: "localhost:3000",
      hostname: "localhost",
    });
    expect(requestHost(headers({ "x-forwarded-host": "a.example, b.example", host: "c" }))).toEqual(
      { host: "a.example", hostname: "a.example" },
    );
    expect(requestHost(headers({ host: "[::1]:3000" }))?.hostname).toBe("[::1]");
  });

  it("is null when missing or when it is not a host", () => {
    expect(requestHost(headers({}))).toBeNull();
    for (const host of ["bad host", "[", "localhost:99999", "a@b", "a/b", "a\\b", "x:"])
      expect(requestHost(headers({ "x-forwarded-host": host }))).toBeNull();
  });
});

describe("the session cookie", () => {
  it("is Secure everywhere but plain http to this machine", () => {
    expect(secureCookie(headers({ host: "www.example.com" }))).toBe(true);
    expect(secureCookie(headers({ host: "localhost:3000", "x-forwarded-proto": "https" }))).toBe(
      true,
    );
    expect(secureCookie(headers({ host: "localhost:3000" }))).toBe(false);
    expect(secureCookie(headers({ host: "127.0.0.1:3000" }))).toBe(false);
    expect(secureCookie(headers({ "x-forwarded-host": "bad host" }))).toBe(true);
  });

  it("is HttpOnly, SameSite=Strict, scoped to /team and read back by name", () => {
    const cookie = sessionCookie("abc", true);
    expect(cookie).toBe(
      "team_session=abc; Max-Age=604800; Path=/team; HttpOnly; SameSite=Strict; Secure",
    );
    expect(sessionToken(headers({ cookie: "a=1; team_session=abc; b=2" }))).toBe("abc");
    expect(sessionToken(headers({ cookie: "team_sessionx=abc" }))).toBeUndefined();
  });
});

describe("the inbox query and the return address", () => {
  it("takes known kinds and statuses, treats blanks as none and refuses anything else", () => {
    expect(inboxQuery.parse({ kind: "statement", status: "in_review" })).toEqual({
      kind: "statement",
      status: "in_review",
    });
    expect(inboxQuery.parse({ kind: "", status: ["new", "x"] })).toEqual({ status: "new" });
    expect(inboxQuery.safeParse({ kind: "spam" }).success).toBe(false);
  });

  it("reads a lead id only as the site writes it", () => {
    expect(leadIdParam.parse("7")).toBe(7);
    expect(leadIdParam.parse("9007199254740991")).toBe(Number.MAX_SAFE_INTEGER);
    for (const id of ["1.00", "1.0e0", "01.000", "01", "+1", "1e0", "0x1", " 1", "0", "-1", ""])
      expect(leadIdParam.safeParse(id).success).toBe(false);
    expect(leadIdParam.safeParse("9007199254740992").success).toBe(false);
  });

  it("returns only to workspace pages of this site after sign-in", () => {
    expect(safeNext("/team/leads/4")).toBe("/team/leads/4");
    expect(safeNext("/team?kind=statement")).toBe("/team?kind=statement");
    for (const next of ["https://evil.example/team", "//evil.example", "/teams", "/team\\@x", 4])
      expect(safeNext(next)).toBe("/team");
  });
});

describe("the sign-in rate limit", () => {
  it("allows the limit per key over a window and the one before, then refuses until both pass", () => {
    let now = 0;
    const limit = createRateLimit({ limit: 2, windowMs: 1000, now: () => now });
    expect([limit.take("a"), limit.take("a"), limit.take("a"), limit.take("b")]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    now = 1000;
    expect(limit.take("a")).toBe(false); // the window before still counts
    now = 3000;
    expect(limit.take("a")).toBe(true);
  });

  it("holds a run of attempts to the limit when a window ends in its middle", () => {
    let now = 0;
    const limit = createRateLimit({ limit: 3, windowMs: 1000, now: () => now });
    now = 990;
    expect([limit.take("a"), limit.take("a")]).toEqual([true, true]);
    now = 1010; // a new window: the first two still count
    expect([limit.take("a"), limit.take("a")]).toEqual([true, false]);
  });

  it("holds at most maxKeys keys a window; newcomers past them share one count", () => {
    let now = 0;
    const limit = createRateLimit({ limit: 2, windowMs: 1000, maxKeys: 3, now: () => now });
    for (const key of ["a", "b", "c"]) expect(limit.take(key)).toBe(true);
    expect([limit.take("d"), limit.take("e"), limit.take("f")]).toEqual([true, true, false]);
    expect(limit.take("a")).toBe(true); // a known key keeps its own count
    now = 3000;
    expect(limit.take("f")).toBe(true); // two windows on, the counts are gone
  });
});
