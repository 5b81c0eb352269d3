import leadFormPages from "@/content/routes/lead-form-pages.json";
import { statementPaths } from "@/lib/statements/paths";
import { isTeamPath } from "@/lib/team/paths";

/** Meta's pixel script; a real id loads it, nothing else does. */
export const pixelScriptUrl = "https://connect.facebook.net/en_US/fbevents.js";

/** Where the pixel's events go (image beacons and fetch/sendBeacon). */
export const pixelEventOrigin = "https://www.facebook.com";

/**
 * Paths where the pixel never loads nor fires: every page that renders a lead form, as
 * scripts/lead-form-pages.mjs finds them in the source (what a form asks for must never reach an
 * ad network). The privacy notice lists the same pages.
 */
const excluded = new Set<string>([
  ...leadFormPages,
  // Shows its sender the figures read from their own statement: their business data.
  statementPaths.sent,
]);

/**
 * The configured pixel id, or null when the pixel must stay off: unset, empty, not a Meta id
 * (digits only, 10 to 20 of them), or an obvious placeholder such as "YOUR_PIXEL_ID", all zeros,
 * one repeated digit, or 1234567890...
 */
export function resolvePixelId(raw: string | undefined): string | null {
  const id = raw?.trim() ?? "";
  if (!/^\d{10,20}$/.test(id)) return null;
  if (/^(\d)\1*$/.test(id) || "12345678901234567890".startsWith(id)) return null;
  return id;
}

/**
 * Whether a path is one where the pixel must not load or fire: form pages, the page that shows a
 * sender their statement's figures, the team's workspace.
 */
export function isPixelExcludedPath(pathname: string): boolean {
  return excluded.has(pathname.replace(/\/+$/, "") || "/") || isTeamPath(pathname);
}

/** The CSP sources the pixel needs on a page: none while it is off, and none on a form page. */
export function pixelCspSources(
  id: string | null,
  pathname: string,
): { script: string[]; connect: string[]; img: string[] } {
  if (!id || isPixelExcludedPath(pathname)) return { script: [], connect: [], img: [] };
  const scriptOrigin = new URL(pixelScriptUrl).origin;
  return {
    script: [scriptOrigin],
    connect: [pixelEventOrigin, scriptOrigin],
    img: [pixelEventOrigin],
  };
}
