import type { PGlite } from "@electric-sql/pglite";
import type { SupabaseClient } from "@supabase/supabase-js";
import { z } from "zod";

const fileRow = z.object({
  id: z.uuid(),
  lead_id: z.coerce.number().int(),
  display_name: z.string(),
  media_type: z.string(),
  size_bytes: z.coerce.number().int(),
  sha256: z.string(),
  storage_key: z.string().nullable(),
  deleted_at: z.union([z.date(), z.string()]).nullable(),
});

/** A stored statement file's row: its blob's key until the retention period has passed. */
export type FileRecord = {
  id: string;
  leadId: number;
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  storageKey: string | null;
  deleted: boolean;
};

/** The file rows the server reads and ends: service-role functions of the statement migration. */
export type FileRecords = {
  get(id: string): Promise<FileRecord | null>;
  /** Marks files sent before `before` as deleted (up to `limit`) and returns their blobs' keys. */
  expire(before: Date, limit: number): Promise<{ id: string; storageKey: string }[]>;
  /** How many files `expire` would take now. */
  countDue(before: Date): Promise<number>;
  /** Forgets a removed blob's key; the row keeps name, type, size and hash. */
  forget(id: string): Promise<void>;
  /** Which of these blob keys a file row still names. */
  knownKeys(keys: string[]): Promise<Set<string>>;
};

const toRecord = (row: unknown): FileRecord => {
  const r = fileRow.parse(row);
  return {
    id: r.id,
    leadId: r.lead_id,
    name: r.display_name,
    mediaType: r.media_type,
    size: r.size_bytes,
    sha256: r.sha256,
    storageKey: r.storage_key,
    deleted: r.deleted_at !== null,
  };
};

const expiredRow = z.object({ id: z.uuid(), storage_key: z.string() });
const keyRow = z.union([z.string(), z.object({ lead_files_known_keys: z.string() })]);
const keyOf = (row: unknown) => {
  const parsed = keyRow.parse(row);
  return typeof parsed === "string" ? parsed : parsed.lead_files_known_keys;
};

/** The file rows of the embedded database, read as its owner (the server holds it). */
export function createPgliteFileRecords(database: PGlite | Promise<PGlite>): FileRecords {
  const rows = async (sql: string, params: unknown[]) =>
    (await (await database).query(sql, params)).rows;
  return {
    async get(id) {
      const [row] = await rows("select * from public.lead_file_get($1::uuid)", [id]);
      return row ? toRecord(row) : null;
    },
    async expire(before, limit) {
      const found = await rows("select * from public.lead_files_expire($1, $2)", [before, limit]);
      return found.map((row) => {
        const r = expiredRow.parse(row);
        return { id: r.id, storageKey: r.storage_key };
      });
    },
    async countDue(before) {
      const [row] = await rows("select public.lead_files_due_count($1) as n", [before]);
      return z.object({ n: z.coerce.number() }).parse(row).n;
    },
    async forget(id) {
      await rows("select public.lead_file_forget($1::uuid)", [id]);
    },
    async knownKeys(keys) {
      const found = await rows("select * from public.lead_files_known_keys($1::text[])", [keys]);
      return new Set(found.map(keyOf));
    },
  };
}

/** The same functions on Supabase, through PostgREST with the service-role client. */
export function createSupabaseFileRecords(client: SupabaseClient): FileRecords {
  const call = async (fn: string, args: Record<string, unknown>) => {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw new Error(`${fn} failed: ${error.message}`);
    return data as unknown;
  };
  const list = async (fn: string, args: Record<string, unknown>) => {
    const data = await call(fn, args);
    if (!Array.isArray(data)) throw new Error(`${fn} failed: the answer is not a list`);
    return data as unknown[];
  };
  return {
    async get(id) {
      const [row] = await list("lead_file_get", { p_id: id });
      return row ? toRecord(row) : null;
    },
    async expire(before, limit) {
      const found = await list("lead_files_expire", {
        p_before: before.toISOString(),
        p_limit: limit,
      });
      return found.map((row) => {
        const r = expiredRow.parse(row);
        return { id: r.id, storageKey: r.storage_key };
      });
    },
    async countDue(before) {
      return z.coerce
        .number()
        .parse(await call("lead_files_due_count", { p_before: before.toISOString() }));
    },
    async forget(id) {
      await call("lead_file_forget", { p_id: id });
    },
    async knownKeys(keys) {
      return new Set((await list("lead_files_known_keys", { p_keys: keys })).map(keyOf));
    },
  };
}
