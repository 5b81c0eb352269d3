import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { ports } from "./servers";

/** Ports for servers a production test starts itself: PORT+60 to PORT+69, inside the run's range. */
export const ownPort = (offset: number) => ports.site + 60 + offset;

/** A fresh DATA_DIR in the system's temp directory; remove it with `rmSync(dir, { recursive: true })`. */
export const tempDataDir = (label: string) =>
  mkdtempSync(path.join(os.tmpdir(), `lake-country-${label}-`));

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/**
 * The leads in a stopped server's embedded store as they are on disk, oldest first: idempotency
 * key and address hash. The test opens the database itself, which also proves it opens without
 * repair.
 */
export async function storedLeadRows(
  dataDir: string,
): Promise<{ key: string; addressHash: string | null }[]> {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    const { rows } = await db.query<{ key: string; addressHash: string | null }>(
      'select idempotency_key::text as key, address_hash as "addressHash" from public.leads order by id',
    );
    return rows;
  } finally {
    await db.close();
  }
}

/** The idempotency keys of the leads in a stopped server's embedded store, oldest first. */
export async function storedLeadKeys(dataDir: string): Promise<string[]> {
  return (await storedLeadRows(dataDir)).map((row) => row.key);
}
