import { z } from "zod";
import { leadKinds, type LeadKind } from "../definition";

export const channelNames = ["email", "webhook", "log"] as const;
export type ChannelName = (typeof channelNames)[number];

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

/** What the worker needs from the database; PGlite and Supabase each provide one. */
export type OutboxStore = {
  setChannels(channels: readonly ChannelName[]): Promise<void>;
  claim(limit: number, leaseMs: number): Promise<ClaimedDelivery[]>;
  /** False when the lease was lost to another worker. */
  complete(delivery: ClaimedDelivery): Promise<boolean>;
  retry(
    delivery: ClaimedDelivery,
    outcome: { error: string; delayMs: number; giveUp: boolean },
  ): Promise<boolean>;
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
