import { brandSuffix } from "./document-title";
import { serpLimits } from "./serp-limits";
import { cutToWidth } from "./text-width";

/** What one page shows search engines and social networks, as the built site emits it. */
export type Snippet = {
  path: string;
  /** The page's <title>. */
  title: string;
  /** Its meta description. */
  description: string;
  /** The route's first keyword in the registry. */
  keyword: string;
  /** Its Open Graph image: the PNG's real size, the size the page declares, and the alt text. */
  image: { width: number; height: number; declared: string; alt: string } | null;
};

export type Problem = {
  path: string;
  check: "titleWidth" | "descriptionWidth" | "keyword" | "sameTitle" | "sameDescription" | "image";
  message: string;
};

/** How many letters of ordinary text make up `px` of width at `fontPx` (about half an em each). */
function letters(px: number, fontPx: number): number {
  return Math.max(1, Math.ceil(px / (fontPx * 0.5)));
}

function widthProblems({ path, title, description }: Snippet): Problem[] {
  const problems: Problem[] = [];
  const { title: titleLimit, description: descriptionLimit } = serpLimits;
  const titleCut = cutToWidth(title, titleLimit.fontPx, titleLimit.desktopPx);
  if (titleCut.hidden) {
    const over = Math.ceil(titleCut.width - titleLimit.desktopPx);
    const branded = title.endsWith(brandSuffix) ? "" : " (the business name is already left off)";
    problems.push({
      path,
      check: "titleWidth",
      message: `the title is ${Math.round(titleCut.width)} px wide and Google's desktop results show ${titleLimit.desktopPx} px, so it reads "${titleCut.shown}". Shorten \`title\` by about ${letters(over, titleLimit.fontPx)} characters${branded}.`,
    });
  }
  const descriptionCut = cutToWidth(
    description,
    descriptionLimit.fontPx,
    descriptionLimit.mobilePx,
  );
  if (descriptionCut.hidden) {
    const over = Math.ceil(descriptionCut.width - descriptionLimit.mobilePx);
    problems.push({
      path,
      check: "descriptionWidth",
      message: `the description is ${Math.round(descriptionCut.width)} px wide and phones show ${descriptionLimit.mobilePx} px, so they cut "${descriptionCut.hidden}". Shorten \`description\` by about ${letters(over, descriptionLimit.fontPx)} characters.`,
    });
  }
  return problems;
}

/** Lower case with runs of anything but letters and digits as one space, for comparing copy. */
function normalised(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Whether `title` says `keyword`, ignoring case and punctuation; a hyphen may stand for a space or nothing. */
export function containsKeyword(title: string, keyword: string): boolean {
  return ["-", ""].some((hyphen) => {
    const words = (text: string) => ` ${normalised(text.replace(/-/g, hyphen))} `;
    return words(title).includes(words(keyword));
  });
}

function keywordProblems({ path, title, keyword }: Snippet): Problem[] {
  if (containsKeyword(title, keyword)) return [];
  return [
    {
      path,
      check: "keyword",
      message: `the title does not contain the page's first keyword, "${keyword}". Work it into \`title\`, or list the keyword the page is really about first in \`keywords\`.`,
    },
  ];
}

function imageProblems({ path, image }: Snippet): Problem[] {
  const { width, height } = serpLimits.socialImage;
  if (!image)
    return [{ path, check: "image", message: "the page has no Open Graph image (og:image)." }];
  const problems: Problem[] = [];
  const declared = `${width}x${height}`;
  if (image.width !== width || image.height !== height || image.declared !== declared)
    problems.push({
      path,
      check: "image",
      message: `the social image is ${image.width}x${image.height} (declared ${image.declared}); Facebook and LinkedIn show large cards from ${declared} images. Fix the route's opengraph-image.tsx.`,
    });
  if (!image.alt.trim())
    problems.push({
      path,
      check: "image",
      message:
        "the social image has no alt text (og:image:alt). Export `alt` from the route's opengraph-image.tsx.",
    });
  return problems;
}

/** Titles or descriptions that are the same, or open with the same words, on two routes. */
function sameCopyProblems(snippets: readonly Snippet[], field: "title" | "description") {
  const problems: Problem[] = [];
  const prefixLength = serpLimits.samePrefixCharacters;
  snippets.forEach((snippet, index) => {
    const text = normalised(snippet[field]);
    const earlier = snippets.slice(0, index);
    const same = earlier.find((other) => normalised(other[field]) === text);
    const close = earlier.find(
      (other) => normalised(other[field]).slice(0, prefixLength) === text.slice(0, prefixLength),
    );
    const check = field === "title" ? "sameTitle" : "sameDescription";
    if (same)
      problems.push({
        path: snippet.path,
        check,
        message: `the ${field} is the same as ${same.path}'s. Give each page its own ${field}.`,
      });
    else if (close)
      problems.push({
        path: snippet.path,
        check,
        message: `the ${field} opens with the same ${prefixLength} characters as ${close.path}'s ("${snippet[field].slice(0, prefixLength)}…"). Make the first words tell the two pages apart.`,
      });
  });
  return problems;
}

/**
 * Everything that would show a page badly in search results or on a social card, each with what
 * to change: widths past Google's cut, repeated copy, a title without its keyword, a wrong image.
 */
export function snippetProblems(snippets: readonly Snippet[]): Problem[] {
  return [
    ...snippets.flatMap((snippet) => [
      ...widthProblems(snippet),
      ...keywordProblems(snippet),
      ...imageProblems(snippet),
    ]),
    ...sameCopyProblems(snippets, "title"),
    ...sameCopyProblems(snippets, "description"),
  ];
}

/** One line per problem, as `npm test` and `npm run seo:preview` print them. */
export function problemLine({ path, message }: Problem): string {
  return `${path}: ${message}`;
}
