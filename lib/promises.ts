// Checks that the copy keeps its promises: a link that offers something leads to the page that
// does it, and a retention period stated in copy is one the retention module runs. Used by
// e2e/promises.spec.ts over every built page, and by unit tests over copy that is not in the HTML.
import { statementReviewLink } from "@/content/pages/statement-review";
import { bookingLink, walkthroughLink } from "@/content/pages/walkthrough";
import { periodText, retentionPeriods } from "@/lib/retention/periods";

export type Anchor = { href: string; text: string };

/** What a link's words offer, and where a link with those words may lead. */
type PromisedLink = { promise: string; words: RegExp; keeps: (url: URL) => boolean };

const walkthrough = new URL(walkthroughLink.href, "https://site.invalid");

export const promisedLinks: readonly PromisedLink[] = [
  {
    promise: "the statement review",
    words: /statement review|send (?:us )?(?:your|a) statement/i,
    keeps: (url) => url.pathname === statementReviewLink.href,
  },
  {
    promise: "a walkthrough call",
    words: /walk-?through|\bbook\b.*\b(?:call|demo|check-up)\b/i,
    keeps: (url) =>
      url.pathname === bookingLink.href ||
      (url.pathname === walkthrough.pathname &&
        url.searchParams.get("topic") === walkthrough.searchParams.get("topic")),
  },
  {
    promise: "the referral programme",
    words: /\brefer\b/i,
    keeps: (url) => url.pathname === "/friends",
  },
];

/**
 * The links whose words promise something their address does not lead to; `pageUrl` is the
 * page they are on, so that an in-page link ("#send-statement") counts as a link to that page.
 */
export function brokenLinkPromises(anchors: readonly Anchor[], pageUrl: string) {
  const page = new URL(pageUrl);
  return anchors.flatMap(({ href, text }) =>
    promisedLinks
      .filter(({ words }) => words.test(text))
      .filter(({ keeps }) => {
        const url = new URL(href, page);
        return url.origin !== page.origin || !keeps(url);
      })
      .map(({ promise }) => ({ text, href, promise })),
  );
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: " " };
const decode = (html: string) =>
  html
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&([a-z]+);/gi, (match, name: string) => entities[name.toLowerCase()] ?? match);
const stripTags = (html: string) => decode(html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ");

/** The links of a page's HTML, with their visible words (and an image's alt text). */
export function anchorsIn(html: string): Anchor[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)].flatMap(([, attributes, inner]) => {
    const href = /\bhref="([^"]*)"/i.exec(attributes ?? "")?.[1];
    if (href === undefined) return [];
    const alt = [...(inner ?? "").matchAll(/\balt="([^"]*)"/gi)].map(([, text]) => text);
    const label = /\baria-label="([^"]*)"/i.exec(attributes ?? "")?.[1] ?? "";
    const text = `${label} ${stripTags(inner ?? "")} ${alt.join(" ")}`.trim();
    return [{ href: decode(href), text }];
  });
}

/** The words a page shows: no scripts, styles or tags; a heading, paragraph or item ends a sentence. */
export function pageText(html: string): string {
  return stripTags(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
      .replace(/<\/(?:p|li|h[1-6]|dt|dd|td|th)>/gi, ". "),
  );
}

const numbers: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  six: 6,
  seven: 7,
  twelve: 12,
  thirty: 30,
  ninety: 90,
};
const amount = `\\d+|${Object.keys(numbers).join("|")}`;
const period = `(${amount})[\\s-](day|week|month|year)s?\\b`;
const keepWord =
  "keep|keeps|kept|delete|deletes|deleted|retain|retains|retained|erase|erased|purge|purged";
/** A keep, delete or retain word, then at most four words, then a period: "kept for 24 months". */
const keepPhrase = new RegExp(`\\b(${keepWord})\\b((?:\\s+[^\\s.!?]+){0,4}?)\\s+${period}`, "gi");

/** "30 days", "12 months": a matched amount and unit, written as periodText() writes them. */
function asPeriod(amountText: string, unit: string): string {
  const value = numbers[amountText.toLowerCase()] ?? Number(amountText);
  return `${value} ${unit.toLowerCase()}${value === 1 ? "" : "s"}`;
}

/** Every period the retention module runs, as copy states it ("30 days", "24 months"). */
export const retentionTexts: ReadonlySet<string> = new Set(
  Object.values(retentionPeriods).map(periodText),
);

export type StatedPeriod = { period: string; words: string };

/**
 * The retention periods a text states: a period within four words after keep, delete or retain
 * ("are kept for 24 months", "we delete the file 30 days after"), in figures or words. A
 * sentence that opens with "Keep" is advice to the reader about their own records, not ours.
 */
export function statedRetentionPeriods(text: string): StatedPeriod[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !/^Keep\b/.test(sentence))
    .flatMap((sentence) =>
      [...sentence.matchAll(keepPhrase)].map((match) => ({
        period: asPeriod(match[3]!, match[4]!),
        words: match[0],
      })),
    );
}

/**
 * The period each point of the privacy notice's retention list states first ("Contact
 * messages: 24 months after…"), which need no keep word of their own: the list is the schedule.
 */
export function retentionListPeriods(html: string): StatedPeriod[] {
  const section =
    /<section[^>]*aria-labelledby="privacy-retention"[^>]*>([\s\S]*?)<\/section>/.exec(html);
  return [...(section?.[1] ?? "").matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].flatMap(([, item]) => {
    const words = pageText(item ?? "").trim();
    const first = new RegExp(`\\b${period}`, "i").exec(words);
    return first ? [{ period: asPeriod(first[1]!, first[2]!), words }] : [];
  });
}

/** The retention periods a page states, by either rule. */
export function pageRetentionPeriods(html: string): StatedPeriod[] {
  return [...statedRetentionPeriods(pageText(html)), ...retentionListPeriods(html)];
}

/** Those a page states that the retention module does not run. */
export function unknownRetentionPeriods(html: string): StatedPeriod[] {
  return pageRetentionPeriods(html).filter(({ period }) => !retentionTexts.has(period));
}
