// Types for supabase-stand-in.cjs (CommonJS: Playwright require()s it from specs; it also runs as a process).
import type { PGlite } from "@electric-sql/pglite";

export const defaultKeys: { anon: string; service: string };
export function openStandInDatabase(root?: string): Promise<PGlite>;
export type SupabaseStandIn = {
  url: string;
  db: PGlite;
  calls: { fn: string; role: string; args: Record<string, unknown>; at: number }[];
  keys: { anon: string; service: string };
  close(): Promise<void>;
};
export function startSupabaseStandIn(options?: {
  port?: number;
  keys?: { anon: string; service: string };
}): Promise<SupabaseStandIn>;
