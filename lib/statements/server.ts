import { once } from "node:events";
import { serverEnv, type ServerEnv } from "@/lib/env";
import { serviceStore } from "@/lib/leads/service-store";
import type { UploadSink } from "./parse-upload";
import type { FileRecords } from "./records";
import { statementsKey } from "./storage/key";
import { openStatementVault } from "./storage/open-vault";
import type { StatementVault, TempFile } from "./storage/vault";
import type { StatementFiles } from "./types";

// Next can load this module more than once per process (the route handlers, instrumentation);
// the vault and its open temporary files must be one per process.
const vaultKey = Symbol.for("lake-country.statements.vault");
type WithVault = typeof globalThis & { [vaultKey]?: Promise<StatementVault> };

/** The process's statement vault: DATA_DIR/statements or the private bucket, opened once. */
export function statementVault(env: ServerEnv = serverEnv()): Promise<StatementVault> {
  const holder = globalThis as WithVault;
  holder[vaultKey] ??= openStatementVault(env).catch((error: unknown) => {
    holder[vaultKey] = undefined; // let the next request try again
    throw error;
  });
  return holder[vaultKey];
}

/** The statements key (STATEMENTS_KEY, or the one generated into DATA_DIR). */
export function statementMasterKey(env: ServerEnv = serverEnv()): Promise<Buffer> {
  return statementsKey(env.STATEMENTS_KEY, env.DATA_DIR);
}

/** The vault as the upload route uses it: sinks that write with backpressure, temps by id. */
export function uploadFiles(vault: StatementVault): StatementFiles {
  const open = new Map<string, TempFile>();
  const track = (temp: TempFile) => {
    open.set(temp.tempId, temp);
    return temp;
  };
  const drop = async (tempId: string) => {
    const temp = open.get(tempId);
    open.delete(tempId);
    await temp?.abort();
  };
  return {
    async createSink(): Promise<UploadSink> {
      const temp = track(vault.createTemp());
      return {
        async write(chunk) {
          if (!temp.writable.write(chunk)) await once(temp.writable, "drain");
        },
        finish: () => temp.finish(),
        abort: () => drop(temp.tempId),
      };
    },
    readTemp: (tempId, into) => vault.readTemp(tempId, into),
    async writeTemp(bytes) {
      const temp = track(vault.createTemp());
      temp.writable.end(bytes);
      return temp.finish();
    },
    removeTemp: drop,
    async commit(tempId) {
      const { key } = await vault.commit(tempId);
      open.delete(tempId);
      return key;
    },
    remove: (key) => vault.remove(key),
  };
}

/**
 * The statement files' rows: through the service-role client on Supabase, as the database's owner
 * in the embedded store. Supabase without the service key cannot reach them (lib/env.ts refuses
 * that setting, since files could then be neither downloaded nor deleted on schedule).
 */
export function fileRecords(env: ServerEnv = serverEnv()): Promise<FileRecords> {
  return serviceStore(env, "Statement files", {
    supabase: async (client) => (await import("./records")).createSupabaseFileRecords(client),
    embedded: async (database) => (await import("./records")).createPgliteFileRecords(database),
  });
}
