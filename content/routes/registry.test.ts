import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { contentPages } from "@/content/pages";
import { footerColumns, headerMenus, menuPaths } from "@/lib/navigation";
import { getRoute, routes } from "./index";
import { route, validateRegistry } from "./schema";
import { isPerRequestPage } from "@/lib/security/csp";

const appDir = path.join(process.cwd(), "app");

/** The routes app/[slug] pre-renders: one per page file in content/. */
const contentPaths = contentPages.map((page) => page.path);

/**
 * Every URL path that has a page.tsx under app/ (route groups in parentheses are not segments);
 * app/[slug] stands for the page files it renders.
 */
function pagePaths(dir = appDir, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && entry.name === "page.tsx") return [prefix || "/"];
    if (entry.isDirectory() && entry.name === "[slug]" && prefix === "") return contentPaths;
    if (!entry.isDirectory() || entry.name.startsWith("_") || entry.name.startsWith("[")) return [];
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    return pagePaths(path.join(dir, entry.name), `${prefix}${segment}`);
  });
}

const valid = route({
  path: "/example-route",
  title: "An example title for tests",
  heading: "An example heading",
  description: "An example description that is long enough to pass the minimum length check.",
  keywords: ["one", "two"],
  label: "Example",
  ogEyebrow: "Example",
});

describe("route registry", () => {
  it("has every route of the specification, each with its own title, description and heading", () => {
    // Spec section 2; /careers is named by its breadcrumb labels. New pages may join them freely.
    const specification = [
      "/",
      "/about",
      "/contact",
      "/services",
      "/b2b-processing",
      "/retail-processing",
      "/ecommerce-solutions",
      "/testimonials",
      "/dms",
      "/ebook/credit-card-savings",
      "/flyer",
      "/restaurant",
      "/healthcare",
      "/veterinary",
      "/auto-repair",
      "/cash-discount",
      "/interchange-plus",
      "/level-2-3",
      "/zero-fee",
      "/facebook-ad",
      "/funny-facebook-ad",
      "/blog",
      "/dental",
      "/terms",
      "/linkedin-post",
      "/b2b-linkedin-post",
      "/referral-linkedin-post",
      "/referral-post-templates",
      "/friends",
      "/pitchbook",
      "/ach",
      "/linkedin-banner",
      "/tiktok-video",
      "/501c3",
      "/nonprofit-facebook-post",
      "/stripe",
      "/square",
      "/outreach-manager",
      "/superhero-download",
      "/competitor-comparison",
      "/ateam-computers",
      "/cheesy-salesman",
      "/handsome-dejavoo-salesman",
      "/self-serve-kiosks",
      "/q4-linkedin-post",
      "/trust-building-linkedin-post",
      "/ipos",
      "/versus",
      "/apply",
      "/careers",
    ];
    expect(new Set(specification).size).toBe(50);
    for (const path of specification) {
      const entry = getRoute(path);
      expect({
        path,
        title: entry.title.length > 0,
        description: entry.description.length >= 50,
      }).toEqual({ path, title: true, description: true });
      expect(entry.heading.length).toBeGreaterThan(0);
    }
    expect(
      routes.filter((entry) => !specification.includes(entry.path)).map((e) => e.path),
    ).toEqual(expect.arrayContaining(["/restricted", "/statement-review"]));
  });

  it("has a page under app/ for every entry, and an entry for every pre-rendered page", () => {
    const pages = pagePaths();
    const entries = routes.map((entry) => entry.path);
    expect(entries.filter((path) => !pages.includes(path))).toEqual([]);
    expect(pages.filter((page) => !isPerRequestPage(page)).sort()).toEqual(
      entries.filter((path) => !isPerRequestPage(path)).sort(),
    );
  });

  it("has an Open Graph image next to every page that search engines may show", () => {
    // A page file's image comes from app/[slug]/opengraph-image, one route for all of them.
    const missing = routes.filter(
      (entry) =>
        !contentPaths.includes(entry.path) &&
        !existsSync(path.join(appDir, entry.path, "opengraph-image.tsx")),
    );
    expect(missing.filter((entry) => !entry.noindex).map((entry) => entry.path)).toEqual([]);
  });

  it("names the route and the field of a wrong entry", () => {
    expect(() => validateRegistry([{ ...valid, description: "Too short." }])).toThrow(
      /\/example-route → description: descriptions need at least 50 characters/,
    );
    expect(() => validateRegistry([{ ...valid, path: "/Bad_Path" }])).toThrow(/\/Bad_Path → path/);
    expect(() => validateRegistry([{ ...valid, title: "Too short" }])).toThrow(
      /title: titles need at least 10 characters/,
    );
  });

  it("rejects two routes with the same description or title", () => {
    expect(() => validateRegistry([valid, { ...valid, path: "/other" }])).toThrow(
      /\/other → title: duplicates the title of \/example-route/,
    );
  });

  it("points every menu, drawer and footer link at a registered route", () => {
    const linked = [
      ...headerMenus().flatMap((menu) => menu.paths),
      ...menuPaths("about-drawer"),
      ...footerColumns().flatMap((column) => column.paths),
      ...menuPaths("legal"),
    ];
    for (const path of linked) expect(() => getRoute(path)).not.toThrow();
  });

  it("gives the spec's known breadcrumb labels to their routes", () => {
    const known: Record<string, string> = {
      "/about": "About",
      "/contact": "Contact",
      "/services": "Services",
      "/b2b-processing": "B2B Processing",
      "/retail-processing": "Retail Processing",
      "/ecommerce-solutions": "E-commerce Solutions",
      "/testimonials": "Testimonials",
      "/restaurant": "Restaurant",
      "/healthcare": "Healthcare",
      "/veterinary": "Veterinary",
      "/auto-repair": "Auto Repair",
      "/dental": "Dental",
      "/cash-discount": "Cash Discount",
      "/interchange-plus": "Interchange Plus",
      "/level-2-3": "Level 2 & 3 Processing",
      "/zero-fee": "Zero Fee Processing",
      "/ach": "ACH Processing",
      "/blog": "Blog",
      "/careers": "Careers",
      "/terms": "Terms & Conditions",
      "/apply": "Apply Now",
    };
    for (const [path, label] of Object.entries(known)) expect(getRoute(path).crumb).toBe(label);
  });

  it("keeps noindex routes out of the sitemap", () => {
    for (const entry of routes.filter((candidate) => candidate.noindex))
      expect(entry.sitemap).toBe(false);
  });
});
