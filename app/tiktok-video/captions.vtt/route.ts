import { tiktokShots } from "@/content/collateral/tiktok-video";
import { captionsVtt } from "@/lib/collateral/vtt";

// Written once at build time from the shot list.
export const dynamic = "force-static";

export function GET() {
  return new Response(captionsVtt(tiktokShots), {
    headers: { "Content-Type": "text/vtt; charset=utf-8" },
  });
}
