import { serverEnv, type ServerEnv } from "@/lib/env";
import type { LeadStore } from "./store";

/**
 * The store this deployment uses: Supabase when it is configured, else the embedded database.
 * Each is loaded only when chosen, so neither pays for the other's client.
 */
export async function leadStore(env: ServerEnv = serverEnv()): Promise<LeadStore> {
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) {
    const [{ createSupabaseServerClient }, { createSupabaseStore }] = await Promise.all([
      import("@/lib/supabase/server"),
      import("./supabase-store"),
    ]);
    return createSupabaseStore(() => createSupabaseServerClient(env));
  }
  const { createPgliteStore, embeddedDatabase } = await import("./pglite-store");
  return createPgliteStore(embeddedDatabase(env.DATA_DIR));
}
