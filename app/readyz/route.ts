import { readiness } from "@/lib/health/readiness";

// Answered per request: a cached readiness would say nothing about this instance now.
export const dynamic = "force-dynamic";

/**
 * Readiness for load balancers: 200 while this instance serves pages, 503 while it drains. The
 * body reports the lead store, the delivery worker and the backlog without deciding the status.
 */
export async function GET() {
  const report = await readiness();
  return Response.json(report, {
    status: report.ready ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
}
