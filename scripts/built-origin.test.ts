import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// Each case starts a Node process; a busy machine can take seconds.
jest.setTimeout(30_000);

const script = path.join(process.cwd(), "scripts", "built-origin.mjs");
let buildDir: string;

/** Runs the script against a build whose sitemap lists these URLs. */
async function report(...urls: string[]) {
  const app = path.join(buildDir, ".next", "server", "app");
  await mkdir(app, { recursive: true });
  const locs = urls.map((url) => `<url><loc>${url}</loc></url>`).join("");
  await writeFile(path.join(app, "sitemap.xml.body"), `<urlset>${locs}</urlset>`);
  return promisify(execFile)(process.execPath, [script], { cwd: buildDir });
}

beforeEach(async () => (buildDir = await mkdtemp(path.join(tmpdir(), "built-origin-"))));
afterEach(() => rm(buildDir, { recursive: true, force: true }));

describe("the post-build origin report", () => {
  it("prints the public origin the build links to, without a warning", async () => {
    const { stdout, stderr } = await report(
      "https://www.example.org/",
      "https://www.example.org/a",
    );
    expect(stdout).toBe("built-origin: links in this build point at https://www.example.org\n");
    expect(stderr).toBe("");
  });

  it("warns loudly when the build links to localhost", async () => {
    const { stderr } = await report("http://localhost:3000/", "http://localhost:3000/about");
    expect(stderr).toContain("!! This build links to http://localhost:3000.");
    expect(stderr).toContain("Unset SITE_URL");
  });

  it("treats loopback addresses as local too", async () => {
    const { stderr } = await report("http://127.0.0.1:3100/");
    expect(stderr).toContain("!! This build links to http://127.0.0.1:3100.");
  });

  it("fails when there is no build to read", async () => {
    await expect(
      promisify(execFile)(process.execPath, [script], { cwd: buildDir }),
    ).rejects.toMatchObject({ code: 1 });
  });
});
