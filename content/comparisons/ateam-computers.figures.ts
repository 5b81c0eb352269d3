import type { Figures } from "@/content/pages/figures";
import { merchantTerms } from "@/content/merchant-terms";
import { site } from "@/content/site";

/** The figures /ateam-computers quotes, as {{name}} in content/comparisons/ateam-computers.md. */
export const figures = {
  "merchant-terms-contract": merchantTerms.contract.toLowerCase(),
  "site-phone-display": site.phone.display,
} satisfies Figures;
