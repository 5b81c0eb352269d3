// Relative, like next.config.ts's own imports: that file loads this one.
import { inertPolicy } from "../security/headers";

/** Headers every team answer carries: never cached, never indexed, never leaks its address. */
export const teamHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

/**
 * What next.config.ts puts on every answer under /team, whatever path reached it, so no path the
 * proxy skips (one that looks like a file, "/team/leads/1.00") goes without: noindex, no
 * Referer, and a policy that runs nothing, which the proxy replaces with a page's nonce policy
 * and which is a stored statement's own.
 */
export const teamConfigHeaders = [
  { key: "X-Robots-Tag", value: teamHeaders["X-Robots-Tag"] },
  { key: "Referrer-Policy", value: teamHeaders["Referrer-Policy"] },
  { key: "Content-Security-Policy", value: inertPolicy },
];
