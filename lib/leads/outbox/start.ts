import { serverEnv, type ServerEnv } from "@/lib/env";
import { onShutdown } from "@/lib/shutdown";
import { configuredChannels } from "./channels";
import { outboxAvailable, outboxStore } from "./outbox-store";
import { superviseOutbox, type OutboxSupervisor, type WorkerStatus } from "./supervisor";

// Next loads modules once per bundle (instrumentation, Server Actions, route handlers); the
// worker is one per process, so its handle lives on globalThis under a registered symbol.
const workerKey = Symbol.for("lake-country.leads.outbox-worker");
type WithWorker = typeof globalThis & { [workerKey]?: OutboxSupervisor };

/** How long a stop lets sends in flight finish before it cuts them (their lease brings them back). */
export const stopGraceMs = 3_000;

/**
 * Starts the process's delivery worker and resolves at once: the worker records the enabled
 * channels (new leads get one row per channel), then delivers due rows until shutdown,
 * restarting itself with backoff after any failure. Safe to call more than once.
 */
export async function startLeadOutbox(env: ServerEnv = serverEnv()): Promise<void> {
  const holder = globalThis as WithWorker;
  if (holder[workerKey]) return;
  if (!outboxAvailable(env)) {
    console.info(JSON.stringify({ event: "lead_outbox_off", reason: "no service key" }));
    return;
  }
  const channels = configuredChannels(env);
  const supervisor = superviseOutbox({
    openStore: () => outboxStore(env),
    channels,
    retry: { baseMs: env.LEADS_RETRY_BASE_MS, maxMs: 3_600_000, forMs: env.LEADS_RETRY_FOR_MS },
    pollMs: env.LEADS_OUTBOX_POLL_MS,
  });
  holder[workerKey] = supervisor;
  // Before the store closes (order 100): sends in flight finish, or their lease brings them back.
  onShutdown(
    "lead-outbox",
    async () => {
      await supervisor.stop(stopGraceMs);
      for (const channel of Object.values(channels)) channel.close?.();
      holder[workerKey] = undefined;
    },
    10,
  );
}

/** Tells the worker a lead was just stored, so delivery starts now rather than at the next poll. */
export function nudgeLeadOutbox(): void {
  (globalThis as WithWorker)[workerKey]?.nudge();
}

/** The worker's state for readiness, or "off" when this process runs none. */
export function leadOutboxStatus(): WorkerStatus | { state: "off" } {
  return (globalThis as WithWorker)[workerKey]?.status() ?? { state: "off" };
}
