import { fromMarkdown } from "mdast-util-from-markdown";
import type { Inline, Paragraph } from "@/content/pricing/types";

type Node = ReturnType<typeof fromMarkdown>["children"][number];
type Phrasing = Extract<Node, { type: "paragraph" }>["children"][number];

/** A page file's Markdown that uses something the site does not render; `where` names the field. */
export class MarkdownError extends Error {
  constructor(where: string, problem: string) {
    super(`${where}: ${problem}`);
  }
}

/** Words and links only: emphasis, images and HTML are refused, with the reason. */
function phrasing(nodes: readonly Phrasing[], where: string): Inline[] {
  return nodes.map((node) => {
    if (node.type === "text") return node.value;
    if (node.type === "break") return "\n";
    if (node.type === "link") {
      const label = node.children.map((child) => ("value" in child ? child.value : "")).join("");
      return { href: node.url, label };
    }
    throw new MarkdownError(
      where,
      `${node.type} is not used on this site's pages: write plain words and [links](/path)`,
    );
  });
}

/** Joins neighbouring words, so a paragraph without links is one string. */
function paragraph(parts: Inline[]): Paragraph {
  const joined: Inline[] = [];
  for (const part of parts) {
    const last = joined.at(-1);
    if (typeof part === "string" && typeof last === "string")
      joined[joined.length - 1] = last + part;
    else joined.push(part);
  }
  const [only] = joined;
  return joined.length === 1 && typeof only === "string" ? only : joined;
}

/** One paragraph of Markdown text with links (a front-matter field). */
export function inlineText(text: string, where: string): Paragraph {
  const blocks = fromMarkdown(text).children;
  const [first] = blocks;
  if (blocks.length !== 1 || first?.type !== "paragraph")
    throw new MarkdownError(where, "must be one paragraph of words and [links](/path)");
  return paragraph(phrasing(first.children, where));
}

/** Plain paragraphs: a page's introduction. Links, lists and headings are refused. */
export function plainParagraphs(markdown: string, where: string): string[] {
  return fromMarkdown(markdown).children.map((block) => {
    if (block.type !== "paragraph")
      throw new MarkdownError(where, `use plain paragraphs only (found a ${block.type})`);
    const text = paragraph(phrasing(block.children, where));
    if (typeof text !== "string")
      throw new MarkdownError(where, "the introduction has no links: put them in the sections");
    return text;
  });
}

/** An article: its opening paragraph, then `## Heading` sections of paragraphs and a list. */
export function articleBody(markdown: string, where: string) {
  const [lede, ...blocks] = fromMarkdown(markdown).children;
  if (lede?.type !== "paragraph")
    throw new MarkdownError(where, "an article opens with one paragraph before its first heading");
  const sections: { heading: string; paragraphs: string[]; points?: string[] }[] = [];
  for (const block of blocks) {
    const section = sections.at(-1);
    if (block.type === "heading" && block.depth === 2) {
      sections.push({ heading: plainOf(block.children, where), paragraphs: [] });
    } else if (section && block.type === "paragraph" && !section.points) {
      section.paragraphs.push(plainOf(block.children, where));
    } else if (section && block.type === "list" && !section.points) {
      section.points = block.children.map((item) => {
        const [only] = item.children;
        if (item.children.length !== 1 || only?.type !== "paragraph")
          throw new MarkdownError(where, "a list item is one line of text");
        return plainOf(only.children, where);
      });
    } else {
      throw new MarkdownError(
        where,
        `${block.type === "heading" ? `a level-${block.depth} heading` : `a ${block.type}`} here is not used: sections are "## Heading", paragraphs, then at most one list`,
      );
    }
  }
  return { lede: plainOf(lede.children, where), sections };
}

function plainOf(nodes: readonly Phrasing[], where: string): string {
  const text = paragraph(phrasing(nodes, where));
  if (typeof text !== "string")
    throw new MarkdownError(where, "links go in `related`, not in the article's text");
  return text;
}
