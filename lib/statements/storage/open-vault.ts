import type { StatementsEnv } from "./env";
import { statementsKey } from "./key";
import { parsePreviousKeys } from "./key-text";
import type { S3Settings } from "./s3-store";
import { createStatementVault, type StatementVault } from "./vault";

type VaultEnv = StatementsEnv & { DATA_DIR: string };

/**
 * The vault the environment describes: a private bucket when STATEMENTS_S3_BUCKET is set, else
 * DATA_DIR/statements; the key from STATEMENTS_KEY or generated into DATA_DIR, and files sealed
 * under a key listed in STATEMENTS_PREVIOUS_KEYS still readable.
 */
export async function openStatementVault(
  env: VaultEnv,
  filesExist?: () => Promise<boolean>,
): Promise<StatementVault> {
  const s3 = env.STATEMENTS_S3_BUCKET ? bucketSettings(env, env.STATEMENTS_S3_BUCKET) : undefined;
  const key = await statementsKey(env.STATEMENTS_KEY, env.DATA_DIR, filesExist);
  const previousKeys = parsePreviousKeys(env.STATEMENTS_PREVIOUS_KEYS);
  if (!previousKeys) throw new Error("STATEMENTS_PREVIOUS_KEYS lists a key that is not 32 bytes.");
  return createStatementVault({ dataDir: env.DATA_DIR, key, previousKeys, s3 });
}

function bucketSettings(env: VaultEnv, bucket: string): S3Settings {
  const need = (
    name: "STATEMENTS_S3_REGION" | `STATEMENTS_S3_${"ACCESS_KEY_ID" | "SECRET_ACCESS_KEY"}`,
  ) => {
    const value = env[name];
    if (!value) throw new Error(`${name} is needed with STATEMENTS_S3_BUCKET.`);
    return value;
  };
  return {
    bucket,
    region: need("STATEMENTS_S3_REGION"),
    endpoint: env.STATEMENTS_S3_ENDPOINT,
    accessKeyId: need("STATEMENTS_S3_ACCESS_KEY_ID"),
    secretAccessKey: need("STATEMENTS_S3_SECRET_ACCESS_KEY"),
    forcePathStyle: env.STATEMENTS_S3_FORCE_PATH_STYLE,
    timeoutMs: env.STATEMENTS_S3_TIMEOUT_MS,
  };
}
