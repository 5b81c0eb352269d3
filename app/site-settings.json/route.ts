import { serverEnv } from "@/lib/env";
import type { SiteSettings } from "@/lib/site-settings";

// Read per request: the settings come from the server's environment, not from the build.
export const dynamic = "force-dynamic";

/** What a static page may know of the server's settings (lib/site-settings.ts). */
export function GET() {
  const env = serverEnv();
  const settings: SiteSettings = { pixelId: env.META_PIXEL_ID, booking: Boolean(env.BOOKING_URL) };
  // A few minutes of browser cache; the CSP, made per request, stops a pixel switched off at once.
  return Response.json(settings, { headers: { "Cache-Control": "public, max-age=300" } });
}
