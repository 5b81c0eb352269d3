/**
 * Every limit a route's search snippet and social card are held to, in one place: the checks
 * (lib/seo/snippet-checks.ts), the search preview (`npm run seo:preview`), the title rule
 * (lib/seo/document-title.ts) and the registry schema (content/routes/schema.ts) read these.
 * Google publishes no figures; it cuts by pixel width, and the widths below are the ones the
 * snippet checkers marketers use have measured. Each figure says where it comes from.
 */
export const serpLimits = {
  title: {
    /** Google sets result titles in 20 px Arial (the SERP preview tools' measure since 2016's wider results). */
    fontPx: 20,
    /**
     * Desktop: one line in a 600 px column (The SEM Post, May 2016, "Google increased the width
     * of the search results"); Yoast marks a title past 600 px too long (yoastseo's
     * PageTitleWidthAssessment, maximumLength 600). The ellipsis takes about 20 px of it, so the
     * snippet checkers (twaino, AdGrowthTools, XML Schemata) and issue 32 allow the text 580 px.
     * Checked: `npm test` fails past it.
     */
    desktopPx: 580,
    /**
     * Phones: The SEM Post (May 2016, "New Mobile Title Tag Lengths") counted about 78
     * characters before the ellipsis against 70 on desktop; 78/70 of 600 px is about 670 px.
     * Shown in the preview only: a title within the desktop limit fits here too.
     */
    mobilePx: 670,
    /** The registry's own rule: a shorter title says too little to be chosen. */
    minCharacters: 10,
  },
  description: {
    /** Google sets descriptions in 14 px Arial (the same tools; FindBest's checker measures so). */
    fontPx: 14,
    /** Desktop: two lines, cut near 920 px (iProspect's measurement in 2014; twaino and FindBest still use it). */
    desktopPx: 920,
    /**
     * Phones cut earlier, near 680 px, about 105 to 120 characters (FindBest's and twaino's
     * mobile figure, in line with Yoast's advice of 120 characters). Checked: `npm test` fails
     * past it, since most searches are made on a phone.
     */
    mobilePx: 680,
    /** The registry's own rule: a shorter description leaves Google to write its own. */
    minCharacters: 50,
  },
  /**
   * Two titles, or two descriptions, that open with the same 40 characters (case and spacing
   * ignored) read as one result twice in a list: two-thirds of a desktop title. Issue 32's rule.
   */
  samePrefixCharacters: 40,
  /**
   * The large link card of Facebook and LinkedIn: a 1.91:1 image, sharp at 1200 x 630 (Meta's
   * sharing best practices: at least 1200 x 630 for high-resolution displays), with alt text.
   */
  socialImage: { width: 1200, height: 630 },
} as const;
