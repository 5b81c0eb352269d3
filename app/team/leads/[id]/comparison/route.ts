import { comparisonReference } from "@/content/statement-comparison/reference";
import { comparisonSender } from "@/lib/comparison/send";
import { createComparisonRoute } from "@/lib/team/comparison-route";
import { teamLeads } from "@/lib/team/server";

// The comparison builder's post (lib/team/comparison-route.ts).
export const dynamic = "force-dynamic";

let post: ReturnType<typeof createComparisonRoute> | undefined;

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  post ??= createComparisonRoute({
    send: comparisonSender(comparisonReference),
    setStatus: (leadId, status, by) => teamLeads.setStatus(leadId, status, by),
  });
  return post(request, (await params).id);
}
