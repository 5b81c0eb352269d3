import { readdir } from "node:fs/promises";
import path from "node:path";
import { serverEnv, type ServerEnv } from "@/lib/env";
import { isDraining } from "@/lib/shutdown";

/** Which optional parts are on; booleans and names only, never a value of a setting. */
export type Modes = {
  store: "pglite" | "supabase";
  geoGate: "off" | "embedded" | "supabase";
  delivery: { email: boolean; webhook: boolean };
};

export type Readiness = {
  ready: boolean;
  status: "ready" | "not-ready" | "draining";
  store: { ok: boolean; detail: string };
  modes: Modes;
};

/** How long the store may take to answer before the instance counts as not ready. */
const storeTimeoutMs = 2_000;

export function modesOf(
  env: ServerEnv,
  source: Record<string, string | undefined> = process.env,
): Modes {
  const supabase = Boolean(env.SUPABASE_URL && env.SUPABASE_ANON_KEY);
  return {
    store: supabase ? "supabase" : "pglite",
    geoGate: env.GEO_GATE === "off" ? "off" : supabase ? "supabase" : "embedded",
    // Presence only: lead delivery (lib/leads/outbox) reads and validates these itself.
    delivery: {
      email: Boolean(source.SMTP_URL && source.LEADS_NOTIFY_TO),
      webhook: Boolean(source.LEADS_WEBHOOK_URL),
    },
  };
}

/** Whether this instance should get traffic: not draining, and its lead store answers. */
export async function readiness(env: ServerEnv = serverEnv()): Promise<Readiness> {
  const modes = modesOf(env);
  if (isDraining()) {
    return { ready: false, status: "draining", store: { ok: false, detail: "draining" }, modes };
  }
  const store = await withTimeout(
    modes.store === "supabase" ? supabaseAnswers(env) : pgliteMigrated(env),
  ).catch((error: unknown) => ({
    ok: false,
    // The kind of failure only; messages can carry paths or addresses.
    detail: error instanceof Error ? error.name : "error",
  }));
  return { ready: store.ok, status: store.ok ? "ready" : "not-ready", store, modes };
}

async function pgliteMigrated(env: ServerEnv) {
  const { embeddedDatabase } = await import("@/lib/leads/pglite-store");
  const db = await embeddedDatabase(env.DATA_DIR);
  const files = await readdir(path.join(process.cwd(), "supabase", "migrations"));
  const { rows } = await db.query<{ applied: number }>(
    "select count(*)::int as applied from supabase_migrations.schema_migrations",
  );
  const expected = files.filter((file) => file.endsWith(".sql")).length;
  const applied = rows[0]?.applied ?? 0;
  return { ok: applied >= expected, detail: `migrations ${applied}/${expected}` };
}

/** PostgREST answers (any status below 500) within the time limit. */
async function supabaseAnswers(env: ServerEnv) {
  const response = await fetch(new URL("/rest/v1/", env.SUPABASE_URL), {
    method: "HEAD",
    headers: { apikey: env.SUPABASE_ANON_KEY ?? "" },
    signal: AbortSignal.timeout(storeTimeoutMs),
    cache: "no-store",
  });
  return { ok: response.status < 500, detail: `supabase http ${response.status}` };
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error("store timeout"), { name: "TimeoutError" })),
      storeTimeoutMs,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
