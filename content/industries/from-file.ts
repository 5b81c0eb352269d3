import { entryOf } from "@/content/pages/entry";
import { plainParagraphs } from "@/content/pages/markdown";
import { cardNotPresentCosts, type IndustryPreset } from "@/lib/calculator/presets";
import type { IndustryFile } from "./file-schema";
import type { IndustryContent } from "./types";

/** The calculator's worked example from the figures in the file. */
function presetOf(figures: IndustryFile["calculator"]): IndustryPreset {
  const costs = { ...(figures.cardsPresent ? {} : cardNotPresentCosts), ...figures.costs };
  return {
    example: figures.business,
    monthlyVolume: figures.monthlyVolume,
    averageTicket: figures.averageTicket,
    creditShare: figures.creditShare,
    effectiveRate: figures.currentRate,
    ...(Object.keys(costs).length ? { assumptions: costs } : {}),
  };
}

/** An industry page from its file: the registry entry and what the page says. */
export function industryFromFile(file: IndustryFile, slug: string) {
  const path = `/${slug}`;
  const { content: body, eyebrow, highlights, calculator, cta, ...rest } = file;
  const { problems, features, compliance, faq, related, ...fields } = rest;
  const content: IndustryContent = {
    copy: { eyebrow, intro: plainParagraphs(body, `${path} → introduction`), cta },
    highlights,
    calculator: presetOf(calculator),
    problems,
    features,
    compliance,
    faq,
    related,
  };
  const entry = entryOf(fields, path, ["WebPage", "BreadcrumbList", "Service", "FAQPage"]);
  return { kind: "industry" as const, path, entry, content };
}
