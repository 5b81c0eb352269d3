import { testimonials } from "./testimonials";

describe("the testimonials", () => {
  it("have unique ids", () => {
    const ids = testimonials.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(testimonials.map((entry) => [entry.id, entry] as const))(
    "%s names the reviewer, business, business type and town, with a real ISO date",
    (_id, entry) => {
      for (const field of [entry.name, entry.business, entry.businessType, entry.city]) {
        expect(field.trim().length).toBeGreaterThan(1);
      }
      expect(entry.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${entry.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(entry.date);
      expect(entry.rating).toBeGreaterThanOrEqual(1);
      expect(entry.rating).toBeLessThanOrEqual(5);
      expect(entry.quote.split(/\s+/).length).toBeGreaterThanOrEqual(20);
    },
  );

  it("cover at least five kinds of business", () => {
    expect(new Set(testimonials.map((entry) => entry.businessType)).size).toBeGreaterThanOrEqual(5);
  });
});
