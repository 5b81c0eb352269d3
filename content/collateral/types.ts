/** Shared shapes of the sales-collateral content: pages render these, tests count and check them. */

/** A titled piece of advice, e.g. "how to print this" or "where to use it". */
export type UsageTip = { title: string; body: string };

/** A block of long-form text: the ebook and the one-pager are built from these. */
export type TextBlock =
  | { kind: "p"; text: string }
  | { kind: "h3"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "callout"; title: string; text: string };

/** One line of a script: who says it and what they say. */
export type ScriptLine = { speaker: string; text: string };

/** A shot of a video: when it runs, what we see, what is said and the caption burned in. */
export type Shot = {
  /** Seconds from the start of the video. */
  start: number;
  end: number;
  visual: string;
  voiceover: string;
  caption: string;
};
