import { execFile } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { snapshotBuild } from "./fixtures/next-build";
import { inlineScriptHashes } from "./csp-hashes.mjs";
import { bodyDigest } from "../lib/server/compression.mjs";
import { postBuild } from "./post-build.mjs";
import { loaderScript, loaderSources } from "./scripts-after-paint.mjs";

// The post-build steps on a snapshot of a real `next build` (scripts/fixtures/next-build): four
// pages as Next wrote them, laid out twice as a standalone build is.
jest.setTimeout(60_000);

let build: string;
beforeEach(() => (build = snapshotBuild()));
afterEach(() => rmSync(build, { recursive: true, force: true }));

const quiet = () => {
  const lines: string[] = [];
  return { lines, log: { log: (line: string) => lines.push(line), warn: () => undefined } };
};
const read = (...parts: string[]) => readFileSync(path.join(build, ...parts), "utf8");
const pages = [
  "app/restricted.html",
  "app/_not-found.html",
  "app/_global-error.html",
  "pages/500.html",
];

test("every step runs in order on every page of both copies, each saying what it did", async () => {
  const { lines, log } = quiet();
  await postBuild(build, log);
  expect(lines.map((line) => line.split(":")[0])).toEqual([
    "scripts-after-paint",
    "compile-hints",
    "inline-stylesheets",
    "csp-hashes",
    "built-origin",
    "precompress",
  ]);
  expect(lines[0]).toMatch(/in 4 of the 4 pages the build pre-rendered/);
  expect(lines[2]).toMatch(
    /stylesheets inlined in 2 of the 4 pages .*not app\/_global-error\.html/,
  );
  for (const server of [["server"], ["standalone", ".next", "server"]]) {
    for (const page of pages) {
      const html = read(...server, page);
      expect(loaderSources(html).length).toBeGreaterThan(0);
      expect(html).not.toMatch(/<script src="[^"]+" async=""/);
    }
    expect(read(...server, "app", "restricted.html")).toContain("<style data-inlined=");
  }
  // The chunks the loaders append carry V8's compile hint.
  const [chunk] = loaderSources(read("server", "app", "restricted.html"));
  expect(read("static", chunk!.replace(/^\/_next\/static\//, ""))).toMatch(
    /^\/\/# allFunctionsCalledOnLoad\n/,
  );
});

test("the CSP hashes cover the pages as served: the loader that an earlier step added included", async () => {
  await postBuild(build, quiet().log);
  const manifest = JSON.parse(read("csp-hashes.json"));
  expect(read("standalone", ".next", "csp-hashes.json")).toBe(read("csp-hashes.json"));
  const restricted = read("server", "app", "restricted.html");
  expect(manifest.routes["/restricted"]).toEqual(inlineScriptHashes(restricted));
  const loader = loaderScript(loaderSources(restricted));
  const { createHash } = await import("node:crypto");
  const loaderHash = `sha256-${createHash("sha256").update(loader).digest("base64")}`;
  expect(manifest.routes["/restricted"]).toContain(loaderHash);
  expect(manifest.notFound).toEqual(inlineScriptHashes(read("server", "app", "_not-found.html")));
  // And the compressed copies are of the final bytes.
  const digest = bodyDigest(Buffer.from(restricted));
  expect(existsSync(path.join(build, "precompressed", `${digest}.br`))).toBe(true);
});

test.each([
  [
    "scripts-after-paint",
    "a chunk script's attributes in another order",
    (html: string) =>
      html.replace(/<script src="([^"]+)" async="">/g, '<script async="" src="$1">'),
  ],
  [
    "inline-stylesheets",
    "the stylesheet link's attributes in another order",
    (html: string) =>
      html.replace(
        /<link rel="stylesheet" href="([^"]+)" data-precedence="([^"]+)"\/>/g,
        '<link rel="stylesheet" data-precedence="$2" href="$1"/>',
      ),
  ],
])(
  "a tag shape Next changes fails the build at %s, naming a page (%s)",
  async (step, _, change) => {
    const page = path.join(build, "server", "app", "restricted.html");
    writeFileSync(page, change(readFileSync(page, "utf8")));
    await expect(postBuild(build, quiet().log)).rejects.toThrow(
      new RegExp(
        `^post-build step ${step} failed: it rewrote 3 of the 4 pages the build pre-rendered; ` +
          "server/app/restricted\\.html kept Next's output",
      ),
    );
  },
);

test("a page the manifest lists without its HTML fails the build before any step", async () => {
  rmSync(path.join(build, "server", "app", "restricted.html"));
  await expect(postBuild(build, quiet().log)).rejects.toThrow(
    "the build pre-rendered /restricted, but server/app/restricted.html is missing",
  );
});

test("the build command stops there: the runner exits 1 with the message", async () => {
  const page = path.join(build, "server", "app", "_not-found.html");
  writeFileSync(page, readFileSync(page, "utf8").replaceAll(' async=""', " async"));
  const run = promisify(execFile)(process.execPath, [
    path.join(__dirname, "post-build.mjs"),
    build,
  ]);
  await expect(run).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining(
      "post-build step scripts-after-paint failed: it rewrote 3 of the 4 pages the build " +
        "pre-rendered; server/app/_not-found.html kept Next's output as it was.",
    ),
  });
});
