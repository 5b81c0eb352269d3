import { z } from "zod";
import { leadKinds, type LeadKind } from "../definition";

export const channelNames = ["email", "webhook", "log", "comparison"] as const;
export type ChannelName = (typeof channelNames)[number];

/** The channels that tell the team of every new lead; "comparison" is queued per lead instead. */
export const teamChannels = (names: readonly ChannelName[]) =>
  names.filter((name) => name !== "comparison");

/** A stored lead as a delivery carries it; `payload` holds every other answer. */
export type DeliveryLead = {
  id: number;
  kind: LeadKind;
  name: string;
  email: string;
  phone: string | null;
  businessName: string | null;
  payload: Record<string, unknown>;
  submittedAt: Date;
};

/** One claimed row: held by this worker until its lease runs out. */
export type ClaimedDelivery = {
  id: number;
  channel: ChannelName;
  /** Attempts so far, this one included. */
  attempts: number;
  /** When the retry window started (the lead's time, or the last re-queue). */
  queuedAt: Date;
  leaseToken: string;
  lead: DeliveryLead;
};

/** Where a failed delivery stands after `reschedule`: tried again later, given up, or not ours. */
export type RescheduleOutcome = "pending" | "failed" | "lost";

/** The backlog, for readiness: counts and an age, never a row's content. */
export type OutboxStats = { pending: number; failed: number; oldestPendingSeconds: number | null };

/** How long any one outbox call may take before the worker gives up on it. */
export const outboxCallTimeoutMs = 5_000;

/**
 * What the worker needs from the database; PGlite and Supabase each provide one. Every call
 * rejects after its timeout, so a hung database cannot freeze the worker or the shutdown.
 */
export type OutboxStore = {
  setChannels(channels: readonly ChannelName[]): Promise<void>;
  /** Due rows of these channels only, each leased to this worker for `leaseMs`. */
  claim(
    limit: number,
    leaseMs: number,
    channels: readonly ChannelName[],
  ): Promise<ClaimedDelivery[]>;
  /** False when the lease was lost to another worker. */
  complete(delivery: ClaimedDelivery): Promise<boolean>;
  /** After a failed send; the database's clock decides whether the retry window has closed. */
  reschedule(
    delivery: ClaimedDelivery,
    outcome: { error: string; delayMs: number; retryForMs: number },
  ): Promise<RescheduleOutcome>;
  stats(): Promise<OutboxStats>;
};

/** A way to tell the team; rejects (or is aborted) when the message did not get through. */
export type Channel = {
  send(delivery: ClaimedDelivery, signal: AbortSignal): Promise<void>;
  close?(): void;
};

const date = z.union([z.date(), z.string()]).pipe(z.coerce.date());

/** The row `lead_outbox_claim` returns, checked at the boundary. */
const claimRow = z.object({
  delivery_id: z.coerce.number().int(),
  channel: z.enum(channelNames),
  attempts: z.coerce.number().int(),
  queued_at: date,
  lease_token: z.uuid(),
  lead_id: z.coerce.number().int(),
  kind: z.enum(leadKinds),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  business_name: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  submitted_at: date,
});

export function toClaimedDelivery(row: unknown): ClaimedDelivery {
  const r = claimRow.parse(row);
  return {
    id: r.delivery_id,
    channel: r.channel,
    attempts: r.attempts,
    queuedAt: r.queued_at,
    leaseToken: r.lease_token,
    lead: {
      id: r.lead_id,
      kind: r.kind,
      name: r.name,
      email: r.email,
      phone: r.phone,
      businessName: r.business_name,
      payload: r.payload,
      submittedAt: r.submitted_at,
    },
  };
}

const rescheduleOutcome = z.enum(["pending", "failed", "lost"]);
export const toRescheduleOutcome = (value: unknown): RescheduleOutcome =>
  rescheduleOutcome.parse(value);

/** The row `lead_outbox_stats` returns, checked at the boundary. */
const statsRow = z.object({
  pending: z.coerce.number().int(),
  failed: z.coerce.number().int(),
  oldest_pending_seconds: z.coerce.number().nullable(),
});

export function toOutboxStats(row: unknown): OutboxStats {
  const r = statsRow.parse(row);
  const age = r.oldest_pending_seconds;
  return {
    pending: r.pending,
    failed: r.failed,
    oldestPendingSeconds: age === null ? null : Math.max(0, Math.round(age)),
  };
}
