import type { ServerEnv } from "@/lib/env";
import { serviceStore } from "@/lib/leads/service-store";
import type { ComparisonStore } from "./store";

/** The comparisons of the configured lead store; only the chosen side is loaded. */
export function comparisonStore(env: ServerEnv): Promise<ComparisonStore> {
  return serviceStore(env, "Statement comparisons", {
    supabase: async (client) => (await import("./store")).createSupabaseComparisons(client),
    embedded: async (database) => (await import("./store")).createPgliteComparisons(database),
  });
}
