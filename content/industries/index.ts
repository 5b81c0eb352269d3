import { autoRepairContent } from "./auto-repair";
import { b2bProcessingContent } from "./b2b-processing";
import { dentalContent } from "./dental";
import { ecommerceSolutionsContent } from "./ecommerce-solutions";
import { healthcareContent } from "./healthcare";
import { iposContent } from "./ipos";
import { nonprofitContent } from "./nonprofit";
import { restaurantContent } from "./restaurant";
import { retailProcessingContent } from "./retail-processing";
import { selfServeKiosksContent } from "./self-serve-kiosks";
import type { IndustryContent } from "./types";
import { veterinaryContent } from "./veterinary";

/** Every industry page's content by route, for tests and anything that lists them. */
export const industryContent = {
  "/restaurant": restaurantContent,
  "/healthcare": healthcareContent,
  "/dental": dentalContent,
  "/veterinary": veterinaryContent,
  "/auto-repair": autoRepairContent,
  "/retail-processing": retailProcessingContent,
  "/ecommerce-solutions": ecommerceSolutionsContent,
  "/b2b-processing": b2bProcessingContent,
  "/501c3": nonprofitContent,
  "/self-serve-kiosks": selfServeKiosksContent,
  "/ipos": iposContent,
} as const satisfies Record<string, IndustryContent>;

export type IndustryPath = keyof typeof industryContent;
