/**
 * The few server settings a static page may learn at run time, from one small JSON route: the
 * pages are built ahead, but the pixel id and the booking page are set where the server runs, so
 * turning either on or off needs a restart, not a rebuild.
 */
export type SiteSettings = {
  /** The tracking pixel's id, or null while it is off (META_PIXEL_ID). */
  pixelId: string | null;
  /** Whether BOOKING_URL is set, so that /contact/book leads to a booking page. */
  booking: boolean;
};

/** Where the settings are served (app/site-settings.json/route.ts). */
export const siteSettingsPath = "/site-settings.json";

const off: SiteSettings = { pixelId: null, booking: false };

let loaded: Promise<SiteSettings> | undefined;

/** The settings, asked once per page load; anything unexpected, or no answer, is "all off". */
export function siteSettings(): Promise<SiteSettings> {
  return (loaded ??= fetchSiteSettings());
}

/** Asks the server for the settings (every call asks again). */
export async function fetchSiteSettings(fetcher?: typeof fetch): Promise<SiteSettings> {
  try {
    const response = await (fetcher ?? fetch)(siteSettingsPath, { credentials: "omit" });
    if (!response.ok) return off;
    const body = (await response.json()) as Partial<SiteSettings> | null;
    return {
      pixelId: typeof body?.pixelId === "string" ? body.pixelId : null,
      booking: body?.booking === true,
    };
  } catch {
    return off;
  }
}
