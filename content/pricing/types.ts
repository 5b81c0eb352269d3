import type { PageCopy } from "@/content/pages/types";

/** A piece of running text: plain words or a link (internal paths use next/link). */
export type Inline = string | { href: string; label: string };

/** A paragraph: plain text, or text with links in it. */
export type Paragraph = string | readonly Inline[];

/** One visible question and answer; the answer also feeds the FAQPage JSON-LD. */
export type Faq = { question: string; answer: Paragraph };

/** A titled point inside a section (rendered as an h3 with its text). */
export type Point = { title: string; body: Paragraph };

/** A section of prose: an h2, paragraphs, optional titled points and closing paragraphs. */
export type TextSection = {
  id: string;
  heading: string;
  paragraphs: readonly Paragraph[];
  points?: readonly Point[];
  /** Render the points as a numbered list of steps. */
  ordered?: boolean;
  after?: readonly Paragraph[];
};

/** A real data table: caption, column headers, and rows whose first cell is the row header. */
export type TableData = {
  caption: string;
  columns: readonly string[];
  rows: readonly { label: string; cells: readonly string[]; emphasis?: boolean }[];
  /** A sentence under the table, such as where figures come from. */
  note?: Paragraph;
};

/** A section built around one table. */
export type TableSection = {
  id: string;
  heading: string;
  intro: readonly Paragraph[];
  table: TableData;
  after?: readonly Paragraph[];
};

/** Who a model or provider suits, and who it does not. */
export type FitSection = {
  heading: string;
  /** "choice" marks both lists as positive options (this provider or that one). */
  style?: "contrast" | "choice";
  fits: { title: string; items: readonly Paragraph[] };
  fitsNot: { title: string; items: readonly Paragraph[] };
};

/** Key figures beside a page's introduction. */
export type Glance = { title: string; items: readonly { label: string; value: string }[] };

/** Everything a pricing-model page says, in reading order. */
export type PricingPageContent = {
  copy: PageCopy;
  glance: Glance;
  sections: readonly (TextSection | TableSection)[];
  fit: FitSection;
  /** The page's own lead-in to the card-brand and state rules table. */
  rules: { heading: string; paragraphs: readonly Paragraph[] };
  faqs: readonly Faq[];
  related: { heading: string; paths: readonly string[] };
};

/** Whether a section is built around a table. */
export function isTableSection(section: TextSection | TableSection): section is TableSection {
  return "table" in section;
}

/** The plain text of a paragraph, for JSON-LD and word counts. */
export function plainText(paragraph: Paragraph): string {
  if (typeof paragraph === "string") return paragraph;
  return paragraph.map((part) => (typeof part === "string" ? part : part.label)).join("");
}

/** Every link target in a paragraph. */
export function linksIn(paragraph: Paragraph): string[] {
  if (typeof paragraph === "string") return [];
  return paragraph.flatMap((part) => (typeof part === "string" ? [] : [part.href]));
}
