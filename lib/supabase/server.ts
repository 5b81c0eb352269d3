import { createServerClient } from "@supabase/ssr";
import { serverEnv } from "@/lib/env";

/** Whether Supabase is configured (both SUPABASE_URL and SUPABASE_ANON_KEY set at run time). */
export function supabaseConfigured(): boolean {
  const env = serverEnv();
  return Boolean(env.SUPABASE_URL && env.SUPABASE_ANON_KEY);
}

/**
 * A Supabase client for one server-side request, with the public anon key. Lazy: it makes no
 * auth call and keeps no session, since the site has no signed-in visitors.
 */
export function createSupabaseServerClient() {
  const env = serverEnv();
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) {
    throw new Error("Supabase is not configured: set SUPABASE_URL and SUPABASE_ANON_KEY.");
  }
  return createServerClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    cookies: { getAll: () => [], setAll: () => {} },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
