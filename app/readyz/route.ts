import { readiness } from "@/lib/health/readiness";

// Answered per request: a cached readiness would say nothing about this instance now.
export const dynamic = "force-dynamic";

/** Readiness for load balancers and the image's HEALTHCHECK: 200 ready, 503 not (yet) ready. */
export async function GET() {
  const report = await readiness();
  return Response.json(report, {
    status: report.ready ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
