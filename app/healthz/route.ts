// Answered per request, so a 200 means this process is alive now.
export const dynamic = "force-dynamic";

/** Liveness: the process serves requests. It checks nothing else, so a slow store never restarts it. */
export function GET() {
  return Response.json({ status: "alive" }, { headers: { "Cache-Control": "no-store" } });
}
