// What `npm run new:page` writes for each kind: every field of the page file, with REPLACE:
// where the words are to come. `npm run content:check` fails on any REPLACE: left, and on the
// zeros of the calculator, so a scaffold cannot ship. Comments say what each field is for.
const R = "REPLACE:";

const entry = (
  label,
  eyebrow,
) => `# The page's name in Google's results: about 50 characters, with the first keyword in it.
title: "${R} ${label} title with the first keyword"
# The page's <h1> and its social image headline.
heading: "${R} what ${label} gets from us, in a sentence"
# Under the title in Google: one sentence, 50 to about 110 characters, unlike any other page's.
description: "${R} one sentence on what the ${label} page offers, with a figure or a promise we keep."
# The first keyword must be in the title.
keywords:
  - "${R} first keyword"
  - "${R} second keyword"
# Menus, the footer and the sitemap; crumb is the breadcrumb (optional).
label: "${label}"
crumb: "${label}"
# The small line above the headline on the social image.
ogEyebrow: "${eyebrow}"
`;

const cta = `cta:
  heading: "${R} the closing call to action"
  body: "${R} one or two sentences: what happens when they click, and when."
  primary:
    label: Send your statement
    href: /statement-review
  secondary:
    label: Start your application
    href: /apply
`;

const faqs = (key, indent = "") =>
  `${indent}${key}:\n${[1, 2, 3, 4, 5]
    .map(
      (n) =>
        `${indent}  - question: "${R} question ${n} a merchant asks?"\n${indent}    answer: "${R} a specific, true answer."`,
    )
    .join("\n")}\n`;

const intro = (label) =>
  `${R} the introduction to ${label}: at least 150 words in two or three paragraphs, in plain words, about the reader's business and what we do for it.

${R} second paragraph.
`;

const section = (id, kind) => `  - id: ${id}
    heading: "${R} ${kind} section heading"
    paragraphs:
      - "${R} a paragraph; links are written [like this](/cash-discount)."
`;

/** The file for a kind, for a page called `label`. */
export function pageTemplate(kind, label) {
  if (kind === "industry")
    return `---
${entry(label, label)}# The Industries menu (remove to keep the page out of it); lower order comes first.
menus:
  - menu: industries
    order: 100
eyebrow: "${label}"
# The "at a glance" card beside the introduction: three to five short lines.
highlights:
  - "${R} first highlight"
  - "${R} second highlight"
  - "${R} third highlight"
# The calculator's worked example: a typical month of this business.
calculator:
  business: "${R} a ${label.toLowerCase()} business"
  monthlyVolume: 0 # card sales a month, in dollars
  averageTicket: 0 # the average sale, in dollars
  creditShare: 0 # percent of card sales on credit cards; the rest is debit
  currentRate: 0 # effective rate on a typical unreviewed statement, in percent
  cardsPresent: true # false when most payments are online or keyed in
${["problems", "features", "compliance"]
  .map(
    (part) => `${part}:
  heading: "${R} ${part} heading"
  lead: "${R} one sentence leading into the ${part}."
  items:
    -${part === "features" ? " icon: terminal\n     " : ""} title: "${R} first ${part.replace(/s$/, "")}"
      body: "${R} what it is and why it matters to this business, in two or three sentences."
`,
  )
  .join("")}faq:
  heading: "${R} ${label} payment questions"
${faqs("items", "  ")}# Pages worth reading next.
related:
  - /cash-discount
  - /interchange-plus
${cta}---

${intro(label)}`;
  if (kind === "pricing" || kind === "comparison")
    return `---
${entry(label, kind === "pricing" ? "Pricing" : "Comparison")}eyebrow: "${kind === "pricing" ? "Pricing model" : "Comparison"}"
glance:
  title: "${R} the figures beside the introduction"
  items:
    - label: "${R} first figure"
      value: "${R} $0.00"
    - label: "${R} second figure"
      value: "${R} $0.00"
sections:
${section("how-it-works", label)}fit:
  heading: "${R} who ${label} suits, and who it does not"
  fits:
    title: A good fit if you
    items:
      - "${R} a kind of business it suits"
  fitsNot:
    title: Probably not for you if you
    items:
      - "${R} a kind of business it does not suit"
${kind === "pricing" ? `rules:\n  heading: "${R} the rules this model follows"\n  paragraphs:\n    - "${R} the card-brand and state rules that apply."\n` : ""}${faqs("faqs")}related:
  heading: Related pages
  paths:
    - /cash-discount
    - /interchange-plus
${cta}---

${intro(label)}`;
  return `---
headline: "${R} ${label}: the article's headline, up to 110 characters"
description: "${R} one sentence for the contents list and search engines, at least 50 characters."
datePublished: "${new Date().toISOString().slice(0, 10)}"
dateModified: "${new Date().toISOString().slice(0, 10)}"
related:
  - label: "${R} a page to read next"
    href: /cash-discount
---

${R} the opening paragraph of the article.

## ${R} first section heading

${R} paragraphs; at least 400 words in all and three sections.

## ${R} second section heading

${R} paragraph.

## ${R} third section heading

${R} paragraph, then a list if it helps:

- ${R} first point
- ${R} second point
`;
}
