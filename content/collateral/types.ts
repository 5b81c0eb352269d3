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

/** Who appears in a storyboard frame; each has its own drawing. */
export type FrameCharacter = "cheesy" | "handsome" | "owner" | "specialist";

/** What a storyboard frame shows, drawn as SVG from these few parts. */
export type FrameSpec = {
  setting: "diner" | "studio" | "shop";
  cast: { who: FrameCharacter; x: number; mood?: "grin" | "smile" | "shock" | "smolder" }[];
  props?: ("terminal" | "contract" | "page" | "sparkles" | "wind" | "buzzer")[];
  /** A printed sign on the wall, one short line per entry (three at most). */
  sign?: string[];
  /** A speech bubble over the character standing at `x`. */
  bubble?: { text: string; x: number };
  /** On-screen text across the foot of the frame, e.g. the end card. */
  super?: string;
  /** What the frame shows, in words: the drawing's accessible name. */
  description: string;
};

/** One scene of an ad: its timing, what we see, what is said, and its storyboard frame. */
export type Scene = {
  title: string;
  start: number;
  end: number;
  visual: string;
  lines: ScriptLine[];
  frame: FrameSpec;
};

/** A video ad concept, ready to brief a crew: cast, scenes, the copy that runs with it, and why it is true. */
export type AdConcept = {
  logline: string;
  format: string;
  cast: { name: string; description: string }[];
  scenes: Scene[];
  copy: { headline: string; primaryText: string; callToAction: string; hashtags: string[] };
  /** Each claim the ad makes, and the rule or fact that makes it true. */
  factCheck: { claim: string; why: string }[];
};
