import { createHmac, randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** HMAC-SHA-256 of an address: the only form in which an address is stored. */
export function hashAddress(address: string, secret: string): string {
  return createHmac("sha256", secret).update(address).digest("hex");
}

const secretFile = "leads-hash-secret";
/** Each file's secret once read: every upload asks twice, and a read costs the main thread. */
const known = new Map<string, Promise<string>>();

/**
 * The secret for address hashes: LEADS_HASH_SECRET, or one generated on first use and kept in
 * DATA_DIR so hashes stay comparable across restarts (set the variable when DATA_DIR is not kept).
 * The file is read once per process.
 */
export async function addressHashSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = path.resolve(dataDir, secretFile);
  let secret = known.get(file);
  if (!secret) {
    secret = secretInFile(file);
    known.set(file, secret);
    secret.catch(() => known.delete(file)); // a failed read is tried again by the next caller
  }
  return secret;
}

async function secretInFile(file: string): Promise<string> {
  const existing = await readSecret(file);
  if (existing) return existing;
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(file, `${randomBytes(32).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  // Read back what is on disk, so two processes racing to create it agree on one secret.
  const created = await readSecret(file);
  if (!created) throw new Error(`The lead hash secret in ${file} is empty or too short.`);
  return created;
}

async function readSecret(file: string): Promise<string | null> {
  try {
    const secret = (await readFile(file, "utf8")).trim();
    return secret.length >= 16 ? secret : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
