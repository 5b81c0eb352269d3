import type { SendComparison, SendResult } from "@/lib/comparison/send";
import { memberOrRefusal, teamJson } from "./access";
import type { ReviewStatus } from "./leads";

/** A comparison's inputs are a few hundred bytes; anything near this is not the builder's. */
const maxBody = 64 * 1024;

/**
 * The builder's post: a signed-in member, from the site's own page (403/401 otherwise), sends the
 * lead's comparison (lib/comparison/send.ts); once sent, the review's status says so.
 */
export function createComparisonRoute(deps: {
  send: (request: SendComparison) => Promise<SendResult>;
  setStatus: (leadId: number, status: ReviewStatus, by: string) => Promise<unknown>;
}) {
  return async function post(request: Request, leadId: string): Promise<Response> {
    const access = await memberOrRefusal(request);
    if ("refusal" in access) return access.refusal;
    if (Number(request.headers.get("content-length") ?? 0) > maxBody)
      return teamJson({ ok: false, errors: { form: "That comparison is too large." } }, 413);
    const inputs: unknown = await request.json().catch(() => null);
    const { id, email, name } = access.member;
    const result = await deps.send({ leadId, member: { id, email, name: name ?? email }, inputs });
    if (!result.ok) return teamJson(result, result.status);
    await deps.setStatus(Number(leadId), "comparison_sent", email);
    return teamJson(result);
  };
}
