import type { ServerEnv } from "@/lib/env";
import { serviceStore } from "../service-store";
import type { OutboxStore } from "./types";

/** False on Supabase without the service key: only service_role may run the outbox functions. */
export const outboxAvailable = (env: ServerEnv) =>
  !(env.SUPABASE_URL && env.SUPABASE_ANON_KEY) || Boolean(env.SUPABASE_SERVICE_ROLE_KEY);

/**
 * The outbox of the configured store: the embedded database (opened, and migrated, first), or
 * Supabase through a service-role client. Each is loaded only when chosen.
 */
export function outboxStore(env: ServerEnv): Promise<OutboxStore> {
  return serviceStore(env, "The lead outbox", {
    supabase: async (client) => (await import("./supabase-outbox")).createSupabaseOutbox(client),
    embedded: async (database) =>
      (await import("./pglite-outbox")).createPgliteOutbox(await database),
  });
}
