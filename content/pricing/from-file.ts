import { entryOf } from "@/content/pages/entry";
import { inlineText, plainParagraphs } from "@/content/pages/markdown";
import type { PricingFile } from "./file-schema";

type FileSection = PricingFile["sections"][number];
type FileFit = PricingFile["fit"];

/** Running text of the sections, parsed from Markdown; tables stay as written or {{computed}}. */
export function sectionsOf(sections: readonly FileSection[], path: string) {
  return sections.map((section) => {
    const where = `${path} → sections.${section.id}`;
    const text = (items: readonly string[] = []) => items.map((item) => inlineText(item, where));
    if ("table" in section) {
      const { table, intro, after, ...rest } = section;
      const parsed =
        typeof table === "string"
          ? table
          : {
              ...table,
              note: table.note === undefined ? undefined : inlineText(table.note, where),
            };
      return {
        ...rest,
        intro: text(intro),
        table: parsed,
        ...(after ? { after: text(after) } : {}),
      };
    }
    const { paragraphs, points, after, ...rest } = section;
    return {
      ...rest,
      paragraphs: text(paragraphs),
      ...(points
        ? { points: points.map((point) => ({ ...point, body: inlineText(point.body, where) })) }
        : {}),
      ...(after ? { after: text(after) } : {}),
    };
  });
}

export function fitOf(fit: FileFit, path: string) {
  const list = (part: FileFit["fits"]) => ({
    ...part,
    items: part.items.map((item) => inlineText(item, `${path} → fit`)),
  });
  return { ...fit, fits: list(fit.fits), fitsNot: list(fit.fitsNot) };
}

export function faqsOf(faqs: PricingFile["faqs"], path: string) {
  return faqs.map((faq) => ({ ...faq, answer: inlineText(faq.answer, `${path} → faqs`) }));
}

/** A pricing-model page from its file: the registry entry and what the page says. */
export function pricingFromFile(file: PricingFile, slug: string) {
  const path = `/${slug}`;
  const {
    content: body,
    eyebrow,
    cta,
    glance,
    sections,
    fit,
    rules,
    faqs,
    related,
    ...fields
  } = file;
  const content = {
    copy: { eyebrow, intro: plainParagraphs(body, `${path} → introduction`), cta },
    glance,
    sections: sectionsOf(sections, path),
    fit: fitOf(fit, path),
    rules: {
      ...rules,
      paragraphs: rules.paragraphs.map((text) => inlineText(text, `${path} → rules`)),
    },
    faqs: faqsOf(faqs, path),
    related,
  };
  const entry = entryOf(fields, path, ["WebPage", "BreadcrumbList", "Service", "FAQPage"]);
  return { kind: "pricing" as const, path, entry, content };
}
