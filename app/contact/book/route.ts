import { walkthroughLink } from "@/content/pages/walkthrough";
import { serverEnv } from "@/lib/env";

// Read per request: BOOKING_URL is set where the server runs, and can change without a rebuild.
export const dynamic = "force-dynamic";

/**
 * "Pick a time now": the booking page of BOOKING_URL. Without one, the walkthrough form, which
 * asks for preferred times instead, so an old link still lands where a call can be booked.
 */
export function GET() {
  // A relative Location is resolved by the browser against the address it asked for.
  const target = serverEnv().BOOKING_URL ?? walkthroughLink.href;
  return new Response(null, {
    status: 307,
    headers: { Location: target, "Cache-Control": "no-store" },
  });
}
