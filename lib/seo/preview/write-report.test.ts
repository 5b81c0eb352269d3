import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodeHtml, readBuiltSite } from "./built-site";
import { writeReport } from "./write-report";

const origin = "https://www.example.test";

/** The 24 bytes of a PNG that say its size: signature, then the IHDR chunk's length, type, size. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(24);
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]).copy(header);
  header.writeUInt32BE(13, 8);
  header.write("IHDR", 12, "latin1");
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

function page(title: string, description: string, extra = "") {
  return `<!DOCTYPE html><html><head><title>${title}</title><meta name="description" content="${description}"/>${extra}</head><body><svg><title>Not the page title</title></svg></body></html>`;
}

/** A Next build directory with a home page and an about page, as `next build` lays them out. */
function fakeBuild(): string {
  const build = mkdtempSync(path.join(tmpdir(), "seo-preview-"));
  const app = path.join(build, "server", "app");
  mkdirSync(path.join(app, "about"), { recursive: true });
  const image = (route: string, alt: string) =>
    `<meta property="og:title" content="Social ${route}"/><meta property="og:description" content="Card text"/><meta property="og:image" content="${origin}${route}/opengraph-image?abc"/><meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/><meta property="og:image:alt" content="${alt}"/>`;
  writeFileSync(
    path.join(app, "index.html"),
    page(
      "Home &amp; Away | Example",
      "A home page description that is long enough to be useful.",
      `<link rel="canonical" href="${origin}"/>${image("", "Home image")}<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage"},{"@type":["Organization","FinancialService"]}]}</script>`,
    ),
  );
  writeFileSync(
    path.join(app, "about.html"),
    page(
      "About us &#x27;n&#x27; more, with a title far too long to fit in Google&#x27;s desktop results",
      "About the company.",
      `<link rel="canonical" href="${origin}/about"/><meta name="robots" content="index, follow"/>${image("/about", "")}`,
    ),
  );
  writeFileSync(path.join(app, "opengraph-image.body"), pngHeader(1200, 630));
  writeFileSync(path.join(app, "about", "opengraph-image.body"), pngHeader(1200, 600));
  writeFileSync(
    path.join(app, "sitemap.xml.body"),
    `<urlset><url><loc>${origin}/</loc><changefreq>weekly</changefreq><priority>1</priority></url></urlset>`,
  );
  return build;
}

const routes = [
  { path: "/", keywords: ["home", "away"] },
  { path: "/about", keywords: ["company history", "about us"] },
];

describe("reading the built site", () => {
  it("takes each route's title, description, canonical, social card, JSON-LD and sitemap entry", () => {
    const build = fakeBuild();
    const [home, about] = readBuiltSite(
      build,
      routes.map((route) => route.path),
    );
    expect(home).toMatchObject({
      path: "/",
      title: "Home & Away | Example",
      canonical: origin,
      noindex: false,
      socialTitle: "Social ",
      jsonLdTypes: ["WebPage", "Organization", "FinancialService"],
      sitemap: { changeFrequency: "weekly", priority: "1" },
      image: { width: 1200, height: 630, declared: "1200x630", alt: "Home image" },
    });
    expect(about?.title).toMatch(/^About us 'n' more/);
    expect(about).toMatchObject({ sitemap: null, image: { height: 600, alt: "" } });
    rmSync(build, { recursive: true });
  });

  it("says to build first when the build lacks a route", () => {
    const build = fakeBuild();
    expect(() => readBuiltSite(build, ["/missing"])).toThrow(/missing\.html is missing: build/);
    rmSync(build, { recursive: true });
  });

  it("resolves character references", () => {
    expect(decodeHtml("a &amp; b &lt;c&gt; &quot;d&quot; &#39;e&#x27; &#8212;")).toBe(
      "a & b <c> \"d\" 'e' —",
    );
  });
});

describe("the written report", () => {
  it("is one HTML file with its images, each route marked OK or with its problems in red", () => {
    const build = fakeBuild();
    const outDir = path.join(build, "report");
    const { file, reports } = writeReport({
      routes,
      siteName: "Example & Co",
      buildDir: build,
      outDir,
    });
    const html = readFileSync(file, "utf8");
    expect(reports.map((report) => report.problems.map((problem) => problem.check))).toEqual([
      [],
      ["titleWidth", "keyword", "image", "image"],
    ]);
    expect(existsSync(path.join(outDir, "images", "home.png"))).toBe(true);
    expect(existsSync(path.join(outDir, "images", "about.png"))).toBe(true);
    expect(html).toContain('<img src="images/home.png" alt="Home image"');
    expect(html).toContain("1 of 2 routes to fix.");
    expect(html).toContain("Example &amp; Co");
    expect(html).toContain("Home &amp; Away | Example");
    expect(html).toMatch(/<section class="route has-problems" id="route-1" data-path="\/about"/);
    expect(html).toMatch(/class="cut" title="Google cuts here">✂<\/span><s class="dropped">/);
    expect(html).toContain(`${origin} › about`);
    expect(html).toContain("priority 1, weekly");
    rmSync(build, { recursive: true });
  });
});
