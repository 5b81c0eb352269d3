/** Meta's pixel script; a real id loads it, nothing else does. */
export const pixelScriptUrl = "https://connect.facebook.net/en_US/fbevents.js";

/** Where the pixel's events go (image beacons and fetch/sendBeacon). */
export const pixelEventOrigin = "https://www.facebook.com";

/**
 * Paths where the pixel never fires, nor loads when a visit starts there: their forms carry
 * applicant or lead data (name, business, phone, email) that must not reach an ad network.
 * A path matches itself and everything below it.
 */
export const pixelExcludedPaths = ["/apply", "/contact"] as const;

/**
 * The configured pixel id, or null when the loader must stay off: unset, empty, not a Meta id
 * (digits only, 10 to 20 of them), or an obvious placeholder such as "YOUR_PIXEL_ID", all zeros,
 * one repeated digit, or 1234567890...
 */
export function resolvePixelId(raw: string | undefined): string | null {
  const id = raw?.trim() ?? "";
  if (!/^\d{10,20}$/.test(id)) return null;
  if (/^(\d)\1*$/.test(id) || "12345678901234567890".startsWith(id)) return null;
  return id;
}

/** The build's pixel id (NEXT_PUBLIC_ variables are inlined when the site is built). */
export const pixelId = resolvePixelId(process.env.NEXT_PUBLIC_META_PIXEL_ID);

/** Whether a path is one where the pixel must not fire. */
export function isPixelExcludedPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return pixelExcludedPaths.some(
    (excluded) => path === excluded || path.startsWith(`${excluded}/`),
  );
}

/** The CSP sources the pixel needs: none at all while it is off. */
export function pixelCspSources(id: string | null = pixelId): {
  script: string[];
  connect: string[];
  img: string[];
} {
  if (!id) return { script: [], connect: [], img: [] };
  const scriptOrigin = new URL(pixelScriptUrl).origin;
  return {
    script: [scriptOrigin],
    connect: [pixelEventOrigin, scriptOrigin],
    img: [pixelEventOrigin],
  };
}
