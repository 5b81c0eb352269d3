import { z } from "zod";
import { serverEnv, type ServerEnv } from "@/lib/env";
import { outboxAvailable } from "@/lib/leads/outbox/outbox-store";
import { nudgeLeadOutbox } from "@/lib/leads/outbox/start";
import { comparisonStore } from "./comparison-store";
import { computeComparison } from "./compute";
import type { ComparisonReference } from "./glossary";
import { comparisonInputs, inputErrors } from "./inputs";
import type { ComparisonStore, RecordOutcome } from "./store";

/** What sending a comparison needs from the outside world; tests pass their own. */
export type ComparisonSenderDeps = {
  reference: ComparisonReference;
  store: () => Promise<Pick<ComparisonStore, "record">>;
  /** False when nothing could deliver it (no SMTP): the send is refused rather than queued. */
  canDeliver: () => boolean;
  /** Called once a comparison is recorded, to start its delivery; must not throw or wait. */
  onRecorded?: () => void;
  log?: Pick<Console, "info" | "error">;
};

export type SendComparison = {
  leadId: string | number;
  member: { id: string; email: string; name: string };
  inputs: unknown;
};

export type SendResult =
  { ok: true; sentAt: string } | { ok: false; status: number; errors: Record<string, string> };

const member = z.object({
  id: z.string().min(1).max(100),
  email: z.email().max(254),
  name: z.string().trim().min(1).max(120),
});
const refused = (status: number, form: string): SendResult => ({
  ok: false,
  status,
  errors: { form },
});

/**
 * Sends a statement lead's comparison: the inputs checked, the figures computed, and both
 * recorded on the lead with the merchant's email queued in the same transaction. The recipient is
 * always the lead's own address, read by the outbox at delivery; nothing in the request names it.
 */
export function createComparisonSender(deps: ComparisonSenderDeps) {
  const { log = console } = deps;
  const send = async (request: SendComparison): Promise<SendResult> => {
    const leadId = Number(request.leadId);
    if (!/^\d{1,15}$/.test(String(request.leadId)) || !Number.isSafeInteger(leadId)) {
      return refused(404, "There is no such lead.");
    }
    const sender = member.safeParse(request.member);
    if (!sender.success) return refused(403, "Sign in again to send a comparison.");
    const parsed = comparisonInputs.safeParse(request.inputs);
    if (!parsed.success) return { ok: false, status: 422, errors: inputErrors(parsed.error) };
    if (!deps.canDeliver()) {
      return refused(503, "This server cannot email comparisons: SMTP_URL is not set.");
    }
    const inputs = parsed.data;
    const figures = computeComparison(inputs, deps.reference);
    let result: RecordOutcome;
    try {
      const store = await deps.store();
      result = await store.record({
        leadId,
        member: sender.data,
        program: inputs.program,
        inputs,
        figures,
      });
    } catch (error) {
      log.error(
        JSON.stringify({ event: "comparison_record_failed", leadId, error: String(error) }),
      );
      return refused(503, "The comparison could not be saved. Nothing was sent; try again.");
    }
    if (result.outcome === "not_found") return refused(404, "There is no such lead.");
    if (result.outcome === "not_statement") {
      return refused(409, "Only a statement review gets a comparison.");
    }
    if (result.outcome === "already_sent") {
      return refused(
        409,
        `This lead's comparison was already sent (${result.sentAt.toISOString()}).`,
      );
    }
    // Ids only: the log never carries the merchant's figures or anyone's address.
    log.info(JSON.stringify({ event: "comparison_recorded", leadId, memberId: sender.data.id }));
    deps.onRecorded?.();
    return { ok: true, sentAt: result.sentAt.toISOString() };
  };
  // Callable as it is or as `.send`, whichever reads better at the route.
  return Object.assign(send, { send });
}

/**
 * The process's sender over the configured lead store and outbox. The caller passes the
 * reference (content/statement-comparison/reference.ts), since lib/ does not read content/.
 */
export function comparisonSender(reference: ComparisonReference, env: ServerEnv = serverEnv()) {
  return createComparisonSender({
    reference,
    store: () => comparisonStore(env),
    canDeliver: () => Boolean(env.SMTP_URL) && outboxAvailable(env),
    onRecorded: nudgeLeadOutbox,
  });
}
