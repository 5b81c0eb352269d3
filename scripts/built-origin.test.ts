import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { reportBuiltOrigin } from "./built-origin.mjs";

let build: string;

/** Runs the step against a build whose sitemap lists these URLs; returns its line and warnings. */
async function report(...urls: string[]) {
  const app = path.join(build, "server", "app");
  await mkdir(app, { recursive: true });
  const locs = urls.map((url) => `<url><loc>${url}</loc></url>`).join("");
  await writeFile(path.join(app, "sitemap.xml.body"), `<urlset>${locs}</urlset>`);
  const warnings: string[] = [];
  const line = reportBuiltOrigin(build, { warn: (text: string) => warnings.push(text) });
  return { line, warnings: warnings.join("\n") };
}

beforeEach(async () => (build = await mkdtemp(path.join(tmpdir(), "built-origin-"))));
afterEach(() => rm(build, { recursive: true, force: true }));

describe("the post-build origin report", () => {
  it("names the public origin the build links to, without a warning", async () => {
    const { line, warnings } = await report(
      "https://www.example.org/",
      "https://www.example.org/a",
    );
    expect(line).toBe("links in this build point at https://www.example.org");
    expect(warnings).toBe("");
  });

  it("warns loudly when the build links to localhost", async () => {
    const { warnings } = await report("http://localhost:3000/", "http://localhost:3000/about");
    expect(warnings).toContain("!! This build links to http://localhost:3000.");
    expect(warnings).toContain("Unset SITE_URL");
  });

  it("treats loopback addresses as local too", async () => {
    const { warnings } = await report("http://127.0.0.1:3100/");
    expect(warnings).toContain("!! This build links to http://127.0.0.1:3100.");
  });

  it("fails when there is no build to read", () => {
    expect(() => reportBuiltOrigin(build)).toThrow(/sitemap\.xml\.body is missing/);
  });
});
