import type { SendComparison, SendResult } from "@/lib/comparison/send";
import { readJson } from "@/lib/security/read-body";
import { memberOrRefusal, teamJson } from "./access";
import { leadIdParam } from "./inbox-query";
import type { ReviewStatus } from "./leads";

/** A comparison's inputs are a few hundred bytes; anything near this is not the builder's. */
const maxBody = 64 * 1024;

/**
 * The builder's post: a signed-in member, from the site's own page (403/401 otherwise), sends the
 * lead's comparison (lib/comparison/send.ts); once sent, the review's status says so. The body is
 * counted as it arrives, so one that declares no length is stopped at the cap, not parsed.
 */
export function createComparisonRoute(deps: {
  send: (request: SendComparison) => Promise<SendResult>;
  setStatus: (leadId: number, status: ReviewStatus, by: string) => Promise<unknown>;
}) {
  return async function post(request: Request, leadId: string): Promise<Response> {
    const access = await memberOrRefusal(request);
    if ("refusal" in access) return access.refusal;
    const id = leadIdParam.safeParse(leadId);
    if (!id.success)
      return teamJson({ ok: false, errors: { form: "There is no such lead." } }, 404);
    const body = await readJson(request, maxBody);
    if (!body.ok)
      return teamJson({ ok: false, errors: { form: "That comparison is too large." } }, 413);
    const { email, name } = access.member;
    const member = { id: access.member.id, email, name: name ?? email };
    const result = await deps.send({ leadId: id.data, member, inputs: body.value });
    if (!result.ok) return teamJson(result, result.status);
    await deps.setStatus(id.data, "comparison_sent", email);
    return teamJson(result);
  };
}
