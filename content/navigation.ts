/** The header menus, in the spec's order; labels come from the route registry. */
export const headerMenus = [
  {
    label: "Industries",
    paths: [
      "/ecommerce-solutions",
      "/restaurant",
      "/healthcare",
      "/dental",
      "/veterinary",
      "/auto-repair",
      "/b2b-processing",
      "/501c3",
      "/self-serve-kiosks",
    ],
  },
  { label: "Pricing", paths: ["/cash-discount", "/interchange-plus", "/level-2-3", "/zero-fee"] },
  { label: "Success Stories", paths: ["/blog", "/testimonials"] },
  {
    label: "About",
    paths: ["/about", "/ebook/credit-card-savings", "/friends", "/q4-linkedin-post"],
    /** The mobile drawer lists these too (spec section 2). */
    drawerExtras: ["/pitchbook", "/b2b-linkedin-post", "/linkedin-banner"],
  },
] as const;

/** Contact is a plain link in the header, not a menu. */
export const contactPath = "/contact";
export const applyPath = "/apply";

/** Footer columns; every path must be in the registry (a unit test checks). */
export const footerColumns = [
  {
    label: "Solutions",
    paths: [
      "/services",
      "/retail-processing",
      "/ecommerce-solutions",
      "/restaurant",
      "/healthcare",
      "/b2b-processing",
      "/ach",
    ],
  },
  {
    label: "Pricing",
    paths: ["/cash-discount", "/interchange-plus", "/zero-fee", "/level-2-3", "/versus"],
  },
  {
    label: "Company",
    paths: ["/about", "/testimonials", "/blog", "/careers", "/friends", "/contact"],
  },
] as const;

export const legalPaths = ["/terms"] as const;
