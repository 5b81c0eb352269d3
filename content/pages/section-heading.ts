/** The heading of a page section below the intro: its anchor, its <h2> text and an optional lead. */
export type SectionHeading = { id: string; title: string; lead?: string };
