import type { Metadata } from "next";

/** Every workspace page: its own title, never indexed, never followed, no preview. */
export const teamMetadata = (title: string): Metadata => ({
  title: `${title} | Team workspace`,
  robots: { index: false, follow: false, nocache: true },
  alternates: { canonical: null },
  openGraph: null,
  twitter: null,
});
