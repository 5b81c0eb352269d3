import { isRoute } from "./routes";
import { homeHero } from "./pages/home";
import { serviceCards } from "./service-cards";
import { testimonials } from "./testimonials";

describe("home page content", () => {
  it("sends the hero's two buttons where the spec says", () => {
    expect(homeHero.primary).toEqual({ label: "Start Processing Today", href: "/apply" });
    expect(homeHero.secondary).toEqual({ label: "View Pricing", href: "/cash-discount" });
    expect(homeHero.stats).toHaveLength(3);
  });

  it("has four service cards, each complete and linking to a page in the registry", () => {
    expect(serviceCards).toHaveLength(4);
    for (const card of serviceCards) {
      expect(isRoute(card.href)).toBe(true);
      expect(card.features.length).toBeGreaterThan(0);
      expect(card.badge.length).toBeGreaterThan(0);
      expect(card.description.length).toBeGreaterThan(40);
    }
  });

  it("gives every testimonial a name, business, city and a past ISO date", () => {
    const ids = new Set(testimonials.map((entry) => entry.id));
    expect(ids.size).toBe(testimonials.length);
    for (const entry of testimonials) {
      expect(entry.name && entry.business && entry.city && entry.quote).toBeTruthy();
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(entry.date).getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});
