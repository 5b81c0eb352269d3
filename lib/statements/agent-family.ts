/** The browser family a download log names; never the whole user agent, which can identify. */
export type AgentFamily = "Edge" | "Chrome" | "Firefox" | "Safari" | "curl" | "other";

// Checked in order: Edge and most others say "Chrome" too, and Chrome says "Safari".
const families: [AgentFamily, RegExp][] = [
  ["curl", /^curl\//i],
  ["Edge", /\bEdg(?:e|A|iOS)?\//],
  ["Firefox", /\b(?:Firefox|FxiOS)\//],
  ["Chrome", /(?:\b|Headless)(?:Chrome|CriOS|Chromium)\//],
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\//],
];

/** The family of a User-Agent header: Chrome, Firefox, Safari, Edge, curl, or other. */
export function agentFamily(userAgent: string | null): AgentFamily {
  if (!userAgent) return "other";
  return families.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? "other";
}
