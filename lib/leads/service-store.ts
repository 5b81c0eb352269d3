import type { PGlite } from "@electric-sql/pglite";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { ServerEnv } from "@/lib/env";

/**
 * One of the server's own interfaces to the lead store (the outbox, retention, statement files),
 * built on the configured store: Supabase through a service-role client, since only service_role
 * may run those functions, else the embedded database as its owner. Only the chosen side loads.
 */
export async function serviceStore<T>(
  env: ServerEnv,
  what: string,
  build: {
    supabase: (client: SupabaseClient) => Promise<T>;
    embedded: (database: Promise<PGlite>) => Promise<T>;
  },
): Promise<T> {
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) {
    const { createServiceRoleClient } = await import("@/lib/supabase/server");
    const client = await createServiceRoleClient(env);
    if (!client) throw new Error(`${what} on Supabase needs SUPABASE_SERVICE_ROLE_KEY.`);
    return build.supabase(client);
  }
  const { embeddedDatabase } = await import("./pglite-store");
  return build.embedded(embeddedDatabase(env.DATA_DIR));
}
