import { serverEnv, type ServerEnv } from "@/lib/env";
import { withDeadline } from "@/lib/deadline";
import { errorKind } from "@/lib/leads/outbox/describe-error";
import type { OutboxStats } from "@/lib/leads/outbox/types";
import { isDraining } from "@/lib/shutdown";

/** Which optional parts are on; booleans and names only, never a value of a setting. */
export type Modes = {
  store: "pglite" | "supabase";
  geoGate: "off" | "embedded" | "supabase";
  delivery: { email: boolean; webhook: boolean };
};

/**
 * Ready means "send me traffic": the process serves pages (it answered) and is not draining.
 * The lead store and the delivery worker are reported, not required: every page is static, so a
 * slow store must not take an instance out of the balancer.
 */
export type Readiness = {
  ready: boolean;
  status: "ready" | "draining";
  store: { ok: boolean; detail: string };
  delivery: { worker: string; restarts?: number; lastFailure?: string | null; channels?: string[] };
  /** Pending and failed deliveries and the age of the oldest pending one; null when unknown. */
  backlog: OutboxStats | null;
  modes: Modes;
};

/** How long the store may take to answer before it is reported as not answering. */
const storeTimeoutMs = 1_500;

export function modesOf(
  env: ServerEnv,
  source: Record<string, string | undefined> = process.env,
): Modes {
  const supabase = Boolean(env.SUPABASE_URL && env.SUPABASE_ANON_KEY);
  return {
    store: supabase ? "supabase" : "pglite",
    geoGate: env.GEO_GATE === "off" ? "off" : supabase ? "supabase" : "embedded",
    // Presence only: lead delivery (lib/leads/outbox) reads and validates these itself.
    delivery: {
      email: Boolean(source.SMTP_URL && source.LEADS_NOTIFY_TO),
      webhook: Boolean(source.LEADS_WEBHOOK_URL),
    },
  };
}

/** This instance's readiness, with the store, the worker and the backlog as details. */
export async function readiness(env: ServerEnv = serverEnv()): Promise<Readiness> {
  const draining = isDraining();
  const [{ leadOutboxStatus }, probe] = await Promise.all([
    import("@/lib/leads/outbox/start"),
    withDeadline("lead store", storeTimeoutMs, (signal) => probeStore(env, signal)).catch(
      // The kind of failure only; messages can carry paths or addresses.
      (error: unknown) => ({ store: { ok: false, detail: errorKind(error) }, backlog: null }),
    ),
  ]);
  const { state, ...worker } = leadOutboxStatus();
  return {
    ready: !draining,
    status: draining ? "draining" : "ready",
    ...probe,
    delivery: { worker: state, ...worker },
    modes: modesOf(env),
  };
}

/** The backlog, where this process may read it; else whether Supabase's REST API answers. */
async function probeStore(env: ServerEnv, signal: AbortSignal) {
  const { outboxAvailable, outboxStore } = await import("@/lib/leads/outbox/outbox-store");
  if (outboxAvailable(env)) {
    const backlog = await (await outboxStore(env)).stats();
    return { store: { ok: true, detail: "answered" }, backlog };
  }
  const response = await fetch(new URL("/rest/v1/", env.SUPABASE_URL), {
    method: "HEAD",
    headers: { apikey: env.SUPABASE_ANON_KEY ?? "" },
    signal,
    cache: "no-store",
  });
  return {
    store: { ok: response.status < 500, detail: `supabase http ${response.status}` },
    backlog: null,
  };
}
