import { createServerClient } from "@supabase/ssr";
import { serverEnv, type ServerEnv } from "@/lib/env";

/** Whether Supabase is configured (both SUPABASE_URL and SUPABASE_ANON_KEY set at run time). */
export function supabaseConfigured(env: ServerEnv = serverEnv()): boolean {
  return Boolean(env.SUPABASE_URL && env.SUPABASE_ANON_KEY);
}

/**
 * A Supabase client for one server-side request, with the public anon key. Lazy: it makes no
 * auth call and keeps no session, since the site has no signed-in visitors. Server-only: neither
 * the client nor the key is ever shipped to the browser.
 */
export function createSupabaseServerClient(env: ServerEnv = serverEnv()) {
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) {
    throw new Error("Supabase is not configured: set SUPABASE_URL and SUPABASE_ANON_KEY.");
  }
  return createServerClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    cookies: { getAll: () => [], setAll: () => {} },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/**
 * A Supabase client with the service-role key, for the server's own functions (the lead outbox,
 * statement files); null when the key is not set. Server-only, like the key itself.
 */
export async function createServiceRoleClient(env: ServerEnv = serverEnv()) {
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY) return null;
  const { createClient } = await import("@supabase/supabase-js");
  return createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
