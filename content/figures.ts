import { figures as ateamComputers } from "@/content/comparisons/ateam-computers.figures";
import { figures as competitorComparison } from "@/content/comparisons/competitor-comparison.figures";
import { figures as square } from "@/content/comparisons/square.figures";
import { figures as stripe } from "@/content/comparisons/stripe.figures";
import { figures as versus } from "@/content/comparisons/versus.figures";
import type { Figures } from "@/content/pages/figures";
import { figures as ach } from "@/content/pricing/ach.figures";
import { figures as cashDiscount } from "@/content/pricing/cash-discount.figures";
import { figures as interchangePlus } from "@/content/pricing/interchange-plus.figures";
import { figures as levelTwoThree } from "@/content/pricing/level-2-3.figures";
import { figures as zeroFee } from "@/content/pricing/zero-fee.figures";

/**
 * The computed figures each page file may quote as `{{name}}`, by path: each page's list sits
 * beside its file (`cash-discount.figures.ts` beside `cash-discount.md`). A page without an entry
 * has none, and writes its numbers out.
 */
export const pageFigures: Readonly<Record<string, Figures>> = {
  "/cash-discount": cashDiscount,
  "/interchange-plus": interchangePlus,
  "/level-2-3": levelTwoThree,
  "/zero-fee": zeroFee,
  "/ach": ach,
  "/versus": versus,
  "/stripe": stripe,
  "/square": square,
  "/competitor-comparison": competitorComparison,
  "/ateam-computers": ateamComputers,
};
