import { contentSecurityPolicy } from "./csp";

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
