/** Headers every team answer carries: never cached, never indexed, never leaks its address. */
export const teamHeaders = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;
