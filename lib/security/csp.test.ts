import { contentSecurityPolicy, perRequestPolicy } from "./csp";

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((part) => [part.split(" ")[0], part.split(" ").slice(1)]),
  );

describe("content security policy", () => {
  it("never allows inline scripts in production", () => {
    const policy = directives(contentSecurityPolicy("/about", {}, false));
    expect(policy["script-src"]).toContain("'self'");
    expect(policy["script-src"]).not.toContain("'unsafe-inline'");
    expect(policy["script-src"]).not.toContain("'unsafe-eval'");
  });

  it("forbids framing, plugins, foreign base URLs and foreign form targets", () => {
    const policy = directives(contentSecurityPolicy("/", {}, false));
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
  });

  it("adds extra hosts only where they are asked for", () => {
    const policy = directives(
      contentSecurityPolicy(
        "/",
        { script: ["https://connect.example"], connect: ["https://api.example"] },
        false,
      ),
    );
    expect(policy["script-src"]).toContain("https://connect.example");
    expect(policy["connect-src"]).toContain("https://api.example");
    expect(policy["img-src"]).not.toContain("https://connect.example");
  });
});

describe("pages rendered per request", () => {
  it("get a fresh nonce for their scripts, and pre-rendered pages get none", () => {
    const first = perRequestPolicy("/statement-review/retry", false);
    const second = perRequestPolicy("/statement-review/retry", false);
    const nonce = (policy: string | null) => /'nonce-([A-Za-z0-9+/=]{24})'/.exec(policy ?? "")?.[1];
    expect(nonce(first)).toBeDefined();
    expect(nonce(first)).not.toBe(nonce(second));
    expect(directives(first ?? "")["script-src"]).not.toContain("'unsafe-inline'");
    expect(perRequestPolicy("/statement-review", false)).toBeNull();
    // The sent page adds its sender's figures, from their cookie, to what everyone else sees.
    expect(perRequestPolicy("/statement-review/sent", false)).toMatch(/'nonce-/);
  });

  it("covers every team workspace page, and no public page that starts alike", () => {
    for (const path of ["/team", "/team/sign-in", "/team/leads/12"])
      expect(perRequestPolicy(path, false)).toMatch(/'nonce-[A-Za-z0-9+/=]{24}'/);
    expect(perRequestPolicy("/teams", false)).toBeNull();
  });
});
