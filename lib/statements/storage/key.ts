import { randomBytes } from "node:crypto";
import { link, readdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { ensureDurableDir, fsyncPath } from "./durable-fs";
import { parseStatementsKey } from "./key-text";

export const keyFileName = "statements-key";

/** Where statement blobs and temporary files live in DATA_DIR (local-store.ts, temp-files.ts). */
const storedFolders = ["statements/blobs", "statements/tmp"];

/** Whether DATA_DIR holds any stored statement (a blob or a temporary file). */
export async function statementFilesInDataDir(dataDir: string): Promise<boolean> {
  for (const folder of storedFolders) {
    // Ignored by the build's file tracing: DATA_DIR is only known at run time.
    const names = await readdir(/* turbopackIgnore: true */ path.resolve(dataDir, folder)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      },
    );
    if (names.length > 0) return true;
  }
  return false;
}

/** The refusal when files exist but their key does not: a new key would lose every one. */
export function missingKeyMessage(file: string): string {
  return (
    `Statement files are stored, but STATEMENTS_KEY is not set and there is no key file at ` +
    `${file}. Set STATEMENTS_KEY to the key they were sealed with (or restore that file: is the ` +
    `data volume mounted?). A new key would make every stored statement unreadable, so none is made.`
  );
}

/**
 * At start: refuses when statement files are in DATA_DIR but neither STATEMENTS_KEY nor the key
 * file is there (an unmounted volume, a lost secret), naming STATEMENTS_KEY.
 */
export async function checkStatementsKeyAtStart(configured: string | undefined, dataDir: string) {
  if (configured) return;
  const file = path.resolve(dataDir, keyFileName);
  let filesWithoutKey: boolean;
  try {
    filesWithoutKey = !(await readKeyFile(file)) && (await statementFilesInDataDir(dataDir));
  } catch (error) {
    // An unreadable DATA_DIR is the store's failure: pages still serve and readiness reports it.
    if ((error as NodeJS.ErrnoException).code) return;
    throw error;
  }
  if (filesWithoutKey) throw new Error(missingKeyMessage(file));
}

/**
 * The master key for stored statements: STATEMENTS_KEY, or one generated on first use and kept
 * in DATA_DIR (mode 0600). It appears whole (written aside, then linked into place) and is read
 * back, so that two processes racing to create it agree on one key. None is generated while
 * `filesExist` says statement files are stored (by default: any in DATA_DIR): they were sealed
 * under a key that is missing, and this refuses, naming STATEMENTS_KEY.
 */
export async function statementsKey(
  configured: string | undefined,
  dataDir: string,
  filesExist: () => Promise<boolean> = () => statementFilesInDataDir(dataDir),
) {
  if (configured) {
    const key = parseStatementsKey(configured);
    if (!key) throw new Error("STATEMENTS_KEY must be 32 bytes as 64 hex characters or base64.");
    return key;
  }
  const file = path.resolve(dataDir, keyFileName);
  const existing = await readKeyFile(file);
  if (existing) return existing;
  if (await filesExist()) throw new Error(missingKeyMessage(file));
  await createKeyFile(file);
  const created = await readKeyFile(file);
  if (!created) throw new Error(`The statements key ${file} vanished as it was created.`);
  return created;
}

async function readKeyFile(file: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const key = parseStatementsKey(text);
  if (!key) throw new Error(`The statements key in ${file} is not 64 hex characters.`);
  return key;
}

async function createKeyFile(file: string) {
  await ensureDurableDir(path.dirname(file));
  const aside = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(aside, `${randomBytes(32).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  try {
    await fsyncPath(aside);
    // link() refuses an existing name, so the first creator wins and nobody reads a half file.
    await link(aside, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "EEXIST") throw error;
    });
    await fsyncPath(path.dirname(file));
  } finally {
    await unlink(aside);
  }
}
