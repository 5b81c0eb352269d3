import type { PageCopy } from "@/content/pages/types";
import type { UtmParams } from "@/lib/utm";

/** Pixel sizes the networks recommend for each placement. */
export const imageSizes = {
  facebookSquare: { width: 1080, height: 1080 },
  facebookLandscape: { width: 1200, height: 630 },
  linkedinFeed: { width: 1200, height: 627 },
  linkedinBanner: { width: 1584, height: 396 },
  linkedinCompanyCover: { width: 1128, height: 191 },
} as const;

export type ImageSize = (typeof imageSizes)[keyof typeof imageSizes];

/** One line of the paper card most images show: a statement line, a checklist item, a term. */
export type DocumentLine = { label: string; detail?: string; mark: "check" | "flag" | "plain" };

/** What the picture beside the headline shows; each kind is one drawing in lib/social-art. */
export type ArtScene =
  | { kind: "terminal"; screen: string; chips: string[] }
  | { kind: "monster"; fees: string[] }
  | { kind: "giving"; chips: string[] }
  | { kind: "document"; title: string; lines: DocumentLine[]; footer?: string }
  | { kind: "network"; nodes: [string, string, string]; links: [string, string] }
  | { kind: "banner"; chips: string[] };

/** A downloadable image, rendered at build time from this data by /social-images/[file]. */
export type SocialImage = {
  /** File name under /social-images/; it states the size, e.g. "facebook-ad-1080x1080.png". */
  file: `${string}.png`;
  size: ImageSize;
  alt: string;
  eyebrow: string;
  headline: string;
  subline?: string;
  scene: ArtScene;
};

/** Call-to-action buttons the networks offer (Meta and LinkedIn spell them the same way). */
export type CtaLabel = "Learn more" | "Get quote" | "Sign up" | "Contact us" | "Donate now";

/** Who the post appears to come from in the feed. */
export type PostAuthor = {
  name: string;
  initials: string;
  byline: string;
  kind: "page" | "person";
};

/** Where a sponsored post sends people, and how its link bar under the image reads. */
export type AdLink = { path: string; headline: string; description?: string; cta: CtaLabel };

/**
 * A post or ad as it is entered into the network, plus the brief a marketer needs to run it.
 * Sponsored posts carry the network's label, a link bar and a button; organic posts attach the
 * image and end their text with the tracked link, so the feed shows no link bar.
 */
export type SocialPost = {
  network: "facebook" | "linkedin";
  author: PostAuthor;
  audience: string;
  goal: string;
  /** The post's text, exactly as pasted (blank lines separate paragraphs); hashtags are added after it. */
  text: string;
  /** A shorter text for the sponsored version where the network caps it (LinkedIn: 600 characters). */
  adText?: string;
  /** Without the # sign. */
  hashtags: string[];
  image: SocialImage;
  utm: UtmParams;
} & ({ placement: "sponsored"; link: AdLink } | { placement: "organic"; link: { path: string } });

/** A tip on running the post well: targeting, timing, claims, measurement. */
export type PostingNote = { title: string; body: string };

/** Everything one social post page shows. */
export type SocialPostPage = {
  path: string;
  copy: PageCopy;
  post: SocialPost;
  notes: PostingNote[];
};

/** One referral template: who posts it and the post itself. */
export type ReferralTemplate = { id: string; title: string; whoPosts: string; post: SocialPost };

/** The referral templates page: intro, how to use them, and the set. */
export type ReferralTemplatesPage = {
  path: string;
  copy: PageCopy;
  steps: PostingNote[];
  templates: ReferralTemplate[];
};
