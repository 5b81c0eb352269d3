import { aboutNextLinks, approachSteps, backedClaims, localStory } from "@/content/about";
import { articleText, blogArticles } from "@/content/blog";
import { applyByEmail, jobOpenings, workPractices } from "@/content/careers";
import { legalDocuments } from "@/content/legal";
import { aboutCopy } from "@/content/pages/about";
import { blogCopy } from "@/content/pages/blog";
import { careersCopy } from "@/content/pages/careers";
import { servicesCopy } from "@/content/pages/services";
import { termsCopy } from "@/content/pages/terms";
import { testimonialsCopy } from "@/content/pages/testimonials";
import type { PageCopy } from "@/content/pages/types";
import { getRoute, isRoute } from "@/content/routes";
import { pricingModelSummaries } from "@/content/services-pricing";
import { servicesWithDetails } from "@/content/services";
import { offeredServices } from "@/content/site";
import { reviewIndustryLinks, reviewPolicy } from "@/content/testimonials-page";
import { testimonials } from "@/content/testimonials";
import { countWords } from "@/lib/text";

const copies: Record<string, PageCopy> = {
  "/about": aboutCopy,
  "/services": servicesCopy,
  "/testimonials": testimonialsCopy,
  "/blog": blogCopy,
  "/terms": termsCopy,
  "/careers": careersCopy,
};

/** The long-form text each page renders, besides its intro. */
const bodies: Record<string, string[]> = {
  "/about": [
    ...approachSteps.map((s) => s.body),
    ...backedClaims.map((c) => c.meaning),
    ...localStory,
  ],
  "/services": [
    ...servicesWithDetails().flatMap((s) => [s.fit, ...s.features]),
    ...pricingModelSummaries.map((m) => m.summary),
  ],
  "/testimonials": [...testimonials.map((t) => t.quote), ...reviewPolicy],
  "/blog": blogArticles.flatMap((article) => articleText(article)),
  "/terms": legalDocuments.flatMap((d) =>
    d.sections.flatMap((s) => [...s.paragraphs, ...(s.points ?? [])]),
  ),
  "/careers": [
    ...workPractices.map((p) => p.body),
    ...jobOpenings.flatMap((job) => [job.summary, ...job.responsibilities, ...job.requirements]),
    ...applyByEmail.steps,
  ],
};

const links: { from: string; href: string }[] = [
  ...Object.entries(copies).flatMap(([from, copy]) =>
    [copy.cta.primary, ...(copy.cta.secondary ? [copy.cta.secondary] : [])].map((l) => ({
      from,
      href: l.href,
    })),
  ),
  ...aboutNextLinks.map((l) => ({ from: "/about", href: l.href })),
  ...servicesWithDetails().flatMap((s) =>
    s.links.map((l) => ({ from: "/services", href: l.href })),
  ),
  ...pricingModelSummaries.map((m) => ({ from: "/services", href: m.href })),
  ...reviewIndustryLinks.map((l) => ({ from: "/testimonials", href: l.href })),
  ...blogArticles.flatMap((a) => a.related.map((l) => ({ from: "/blog", href: l.href }))),
];

describe("the company pages", () => {
  it.each(Object.entries(copies))("%s opens with an intro of at least 150 words", (path, copy) => {
    expect(getRoute(path).heading.length).toBeGreaterThan(0);
    expect(countWords(copy.intro.join(" "))).toBeGreaterThanOrEqual(150);
  });

  it("link only to routes in the registry", () => {
    const broken = links.filter((link) => !isRoute(link.href.split("#")[0] ?? ""));
    expect(broken).toEqual([]);
  });

  it("never share a paragraph with one another", () => {
    const seen = new Map<string, string>();
    const shared: string[] = [];
    for (const [path, copy] of Object.entries(copies)) {
      for (const paragraph of [...copy.intro, ...(bodies[path] ?? [])]) {
        const other = seen.get(paragraph);
        if (other && other !== path) shared.push(`${path} and ${other}: ${paragraph.slice(0, 60)}`);
        seen.set(paragraph, path);
      }
    }
    expect(shared).toEqual([]);
  });
});

describe("/services", () => {
  it("presents every offering of content/site, in its order", () => {
    expect(servicesWithDetails().map((s) => s.name)).toEqual(offeredServices.map((s) => s.name));
  });

  it("links each offering to its own page, unless that page is /services itself", () => {
    for (const service of servicesWithDetails()) {
      if (service.href === "/services") continue;
      expect([service.name, service.links.map((l) => l.href)]).toEqual([
        service.name,
        expect.arrayContaining([service.href]),
      ]);
    }
  });

  it("covers every pricing model of the spec", () => {
    const hrefs = pricingModelSummaries.map((model) => model.href);
    expect(hrefs).toEqual(
      expect.arrayContaining(["/cash-discount", "/interchange-plus", "/zero-fee", "/level-2-3"]),
    );
  });
});
