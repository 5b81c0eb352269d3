import { once } from "node:events";
import { serverEnv, type ServerEnv } from "@/lib/env";
import { serviceStore } from "@/lib/leads/service-store";
import type { UploadSink } from "./parse-upload";
import type { FileRecords } from "./records";
import { statementFilesInDataDir, statementsKey } from "./storage/key";
import { parsePreviousKeys } from "./storage/key-text";
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
  holder[vaultKey] ??= openStatementVault(env, () => filesStored(env)).catch((error: unknown) => {
    holder[vaultKey] = undefined; // let the next request try again
    throw error;
  });
  return holder[vaultKey];
}

/**
 * The statements key (STATEMENTS_KEY, or the one generated into DATA_DIR). None is generated while
 * statement files are stored, in DATA_DIR or as rows still naming a blob: this then throws,
 * naming STATEMENTS_KEY.
 */
export function statementMasterKey(
  env: ServerEnv = serverEnv(),
  filesExist: () => Promise<boolean> = () => filesStored(env),
): Promise<Buffer> {
  return statementsKey(env.STATEMENTS_KEY, env.DATA_DIR, filesExist);
}

// Asked only when a key is about to be made (never at start, never per request): blobs in
// DATA_DIR, or rows that still name a blob (the bucket, or a DATA_DIR whose volume is missing).
async function filesStored(env: ServerEnv): Promise<boolean> {
  if (await statementFilesInDataDir(env.DATA_DIR)) return true;
  return (await (await fileRecords(env)).countDue(new Date("9999-12-31T00:00:00Z"))) > 0;
}

/**
 * The statements key first, then those listed in STATEMENTS_PREVIOUS_KEYS: download links signed
 * before a rotation verify under the previous ones until they expire.
 */
export async function statementKeys(env: ServerEnv = serverEnv()): Promise<Buffer[]> {
  const previous = parsePreviousKeys(env.STATEMENTS_PREVIOUS_KEYS);
  if (!previous) throw new Error("STATEMENTS_PREVIOUS_KEYS lists a key that is not 32 bytes.");
  return [await statementMasterKey(env), ...previous];
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
