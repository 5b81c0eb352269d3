import { randomBytes } from "node:crypto";
import { link, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { ensureDurableDir, fsyncPath } from "./durable-fs";

const hexKey = /^[0-9a-fA-F]{64}$/;
const base64Key = /^(?:[A-Za-z0-9+/]{43}=?|[A-Za-z0-9_-]{43}=?)$/;

/** The 32-byte key written as 64 hex characters or base64 (standard or URL-safe); else null. */
export function parseStatementsKey(text: string): Buffer | null {
  const value = text.trim();
  if (hexKey.test(value)) return Buffer.from(value, "hex");
  if (base64Key.test(value)) {
    const key = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    return key.length === 32 ? key : null;
  }
  return null;
}

export const keyFileName = "statements-key";

/**
 * The master key for stored statements: STATEMENTS_KEY, or one generated on first use and kept
 * in DATA_DIR (mode 0600). It appears whole (written aside, then linked into place) and is read
 * back, so that two processes racing to create it agree on one key.
 */
export async function statementsKey(configured: string | undefined, dataDir: string) {
  if (configured) {
    const key = parseStatementsKey(configured);
    if (!key) throw new Error("STATEMENTS_KEY must be 32 bytes as 64 hex characters or base64.");
    return key;
  }
  const file = path.resolve(dataDir, keyFileName);
  const existing = await readKeyFile(file);
  if (existing) return existing;
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
