/** A call to action at the end of a page. */
export type CallToAction = {
  heading: string;
  body: string;
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
};

/** The copy every page opens with: the introduction under its <h1> and the closing call to action. */
export type PageCopy = {
  /** Short line above the <h1>. */
  eyebrow: string;
  /** Paragraphs; at least 150 words in total (a unit test counts). */
  intro: string[];
  cta: CallToAction;
};

/** One step of a "what happens next" list. */
export type Step = { title: string; body: string };
