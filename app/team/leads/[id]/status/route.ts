import { z } from "zod";
import { memberOrRefusal, teamHeaders } from "@/lib/team/access";
import { leadIdParam } from "@/lib/team/inbox-query";
import { reviewStatuses } from "@/lib/team/leads";
import { teamLeads } from "@/lib/team/server";

// A review's status, posted by the lead page's form (works without JavaScript).
export const dynamic = "force-dynamic";

const form = z.object({ status: z.enum(reviewStatuses) });

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const access = await memberOrRefusal(request);
  if ("refusal" in access) return access.refusal;
  const id = leadIdParam.safeParse((await params).id);
  const body = form.safeParse(
    Object.fromEntries(await request.formData().catch(() => new FormData())),
  );
  if (!id.success || !body.success)
    return new Response("That status change was not understood.", {
      status: 400,
      headers: teamHeaders,
    });
  const updated = await teamLeads.setStatus(id.data, body.data.status, access.member.email);
  if (!updated) return new Response("No such lead.", { status: 404, headers: teamHeaders });
  return new Response(null, {
    status: 303,
    headers: { ...teamHeaders, Location: `/team/leads/${id.data}?status=saved` },
  });
}
