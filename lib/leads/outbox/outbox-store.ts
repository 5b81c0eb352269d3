import type { ServerEnv } from "@/lib/env";
import type { OutboxStore } from "./types";

/** False on Supabase without the service key: only service_role may run the outbox functions. */
export const outboxAvailable = (env: ServerEnv) =>
  !(env.SUPABASE_URL && env.SUPABASE_ANON_KEY) || Boolean(env.SUPABASE_SERVICE_ROLE_KEY);

/**
 * The outbox of the configured store: the embedded database (opened, and migrated, first), or
 * Supabase through a service-role client. Each is loaded only when chosen.
 */
export async function outboxStore(env: ServerEnv): Promise<OutboxStore> {
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) {
    const [{ createServiceRoleClient }, { createSupabaseOutbox }] = await Promise.all([
      import("@/lib/supabase/server"),
      import("./supabase-outbox"),
    ]);
    const client = await createServiceRoleClient(env);
    if (!client) throw new Error("the outbox needs the service key");
    return createSupabaseOutbox(client);
  }
  const [{ embeddedDatabase }, { createPgliteOutbox }] = await Promise.all([
    import("../pglite-store"),
    import("./pglite-outbox"),
  ]);
  return createPgliteOutbox(await embeddedDatabase(env.DATA_DIR));
}
