/**
 * The site's menus: where each is shown and its heading. Which pages a menu lists, and in what
 * order, is a field of each page's registry entry (`menus`), so a new page joins a menu from its
 * own file; lib/navigation.ts collects them.
 */
export const menus = {
  industries: { place: "header", label: "Industries" },
  pricing: { place: "header", label: "Pricing" },
  "success-stories": { place: "header", label: "Success Stories" },
  about: { place: "header", label: "About" },
  /** Listed under About in the mobile drawer only (spec section 2). */
  "about-drawer": { place: "drawer", label: "About" },
  "footer-solutions": { place: "footer", label: "Solutions" },
  "footer-pricing": { place: "footer", label: "Pricing" },
  "footer-company": { place: "footer", label: "Company" },
  legal: { place: "legal", label: "Legal" },
} as const;

export type MenuId = keyof typeof menus;

/** Every menu id, for the registry's schema. */
export const menuIds = Object.keys(menus) as [MenuId, ...MenuId[]];

/** Contact is a plain link in the header, not a menu. */
export const contactPath = "/contact";
export const applyPath = "/apply";
