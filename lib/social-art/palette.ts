/** The site's theme colours (app/globals.css), as hex for next/og, which cannot read CSS variables. */
export const palette = {
  navy: "#0b1f4b",
  blue: "#1e3a8a",
  blueBright: "#1d4ed8",
  sky: "#dbe9fe",
  skyPale: "#eef5ff",
  green: "#047857",
  greenDark: "#065f46",
  mint: "#6ee7b7",
  gold: "#fbbf24",
  goldPale: "#fef3c7",
  ink: "#0f172a",
  muted: "#475569",
  line: "#e2e8f0",
  white: "#ffffff",
  red: "#b91c1c",
} as const;

/** The background of every image: navy to blue to green, like the site's Open Graph images. */
export const brandGradient = `linear-gradient(135deg, ${palette.navy} 0%, ${palette.blue} 62%, ${palette.greenDark} 100%)`;
