import { serverEnv, type ServerEnv } from "@/lib/env";
import { onShutdown } from "@/lib/shutdown";
import { configuredChannels } from "./channels";
import type { ChannelName, OutboxStore } from "./types";
import { createOutboxWorker, type OutboxWorker } from "./worker";

// Next loads modules once per bundle (instrumentation, Server Actions); the worker is one per
// process, so its handle lives on globalThis under a registered symbol.
const workerKey = Symbol.for("lake-country.leads.outbox-worker");
type WithWorker = typeof globalThis & { [workerKey]?: OutboxWorker };

/** The outbox of the configured store, or null on Supabase without the service key. */
async function outboxStore(env: ServerEnv): Promise<OutboxStore | null> {
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) {
    const [{ createServiceRoleClient }, { createSupabaseOutbox }] = await Promise.all([
      import("@/lib/supabase/server"),
      import("./supabase-outbox"),
    ]);
    const client = await createServiceRoleClient(env);
    return client && createSupabaseOutbox(client);
  }
  const [{ embeddedDatabase }, { createPgliteOutbox }] = await Promise.all([
    import("../pglite-store"),
    import("./pglite-outbox"),
  ]);
  return createPgliteOutbox(embeddedDatabase(env.DATA_DIR));
}

/**
 * Starts the process's delivery worker: records the enabled channels (new leads get one row per
 * channel), then delivers due rows until shutdown. Safe to call more than once.
 */
export async function startLeadOutbox(env: ServerEnv = serverEnv()): Promise<void> {
  const holder = globalThis as WithWorker;
  if (holder[workerKey]) return;
  const store = await outboxStore(env);
  if (!store) {
    console.info(JSON.stringify({ event: "lead_outbox_off", reason: "no service key" }));
    return;
  }
  const channels = configuredChannels(env);
  await store.setChannels(Object.keys(channels) as ChannelName[]);
  const worker = createOutboxWorker({
    store,
    channels,
    retry: { baseMs: env.LEADS_RETRY_BASE_MS, maxMs: 3_600_000, forMs: env.LEADS_RETRY_FOR_MS },
    pollMs: env.LEADS_OUTBOX_POLL_MS,
  });
  holder[workerKey] = worker;
  worker.start();
  // Before the store closes (order 100): sends in flight finish, or their lease brings them back.
  onShutdown(
    "lead-outbox",
    async () => {
      await worker.stop();
      for (const channel of Object.values(channels)) channel.close?.();
      holder[workerKey] = undefined;
    },
    10,
  );
  console.info(JSON.stringify({ event: "lead_outbox_started", channels: Object.keys(channels) }));
}

/** Tells the worker a lead was just stored, so delivery starts now rather than at the next poll. */
export function nudgeLeadOutbox(): void {
  (globalThis as WithWorker)[workerKey]?.nudge();
}
