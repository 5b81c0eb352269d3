import { entryOf } from "@/content/pages/entry";
import { plainParagraphs } from "@/content/pages/markdown";
import { faqsOf, fitOf, sectionsOf } from "@/content/pricing/from-file";
import type { ComparisonFile } from "./file-schema";

/** A comparison or partner page from its file: the registry entry and what the page says. */
export function comparisonFromFile(file: ComparisonFile, slug: string) {
  const path = `/${slug}`;
  const {
    content: body,
    eyebrow,
    cta,
    glance,
    hub,
    sections,
    fit,
    faqs,
    related,
    ...fields
  } = file;
  const content = {
    copy: { eyebrow, intro: plainParagraphs(body, `${path} → introduction`), cta },
    ...(glance ? { glance } : {}),
    ...(hub ? { hub } : {}),
    sections: sectionsOf(sections, path),
    ...(fit ? { fit: fitOf(fit, path) } : {}),
    faqs: faqsOf(faqs, path),
    ...(related ? { related } : {}),
  };
  const entry = entryOf(fields, path, ["WebPage", "BreadcrumbList", "FAQPage"]);
  return { kind: "comparison" as const, path, entry, content };
}
