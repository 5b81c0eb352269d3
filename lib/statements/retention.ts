import { cutoff, retentionPeriods } from "@/lib/retention/periods";
import type { RetentionJob } from "@/lib/retention/schedule";
import type { FileRecords } from "./records";

/** The file store as retention uses it (lib/statements/storage/vault.ts). */
export type RetentionVault = {
  remove(key: string): Promise<void>;
  list(): AsyncIterable<{ key: string; storedAt: Date }>;
  sweepTemp(olderThanMs: number): Promise<number>;
};

export type StatementRetentionDeps = {
  records: () => Promise<FileRecords>;
  vault: () => Promise<RetentionVault>;
  now?: () => number;
  /** Rows handled per call to the database. */
  batch?: number;
};

/** Blobs and temporary files younger than this are left to uploads that may still be running. */
const graceMs = 60 * 60_000;

/**
 * Deletes statement files past their retention period (lib/retention/periods.ts): each file's
 * row is marked deleted first and its blob removed after, so a crash in between leaves a row the
 * next run finishes, never a blob no row names. Then removes blobs no row names at all (an
 * upload that crashed between its blob and its lead) once they are an hour old, and temporary
 * files a crash left (all of them at start, when no upload can be running yet).
 */
export function statementRetentionJob(deps: StatementRetentionDeps): RetentionJob {
  const { now = Date.now, batch = 100 } = deps;

  return {
    name: "statement-files",
    async run({ dryRun, startUp, asOf }) {
      const [records, vault] = await Promise.all([deps.records(), deps.vault()]);
      const before = cutoff(retentionPeriods.statementFile, asOf ?? new Date(now()));
      let expired = 0;
      if (dryRun) expired = await records.countDue(before);
      else {
        for (;;) {
          const due = await records.expire(before, batch);
          for (const file of due) {
            await vault.remove(file.storageKey);
            await records.forget(file.id);
          }
          expired += due.length;
          if (due.length < batch) break;
        }
      }

      let orphans = 0;
      let candidates: string[] = [];
      const sweep = async () => {
        const known = await records.knownKeys(candidates);
        for (const key of candidates.filter((candidate) => !known.has(candidate))) {
          if (!dryRun) await vault.remove(key);
          orphans += 1;
        }
        candidates = [];
      };
      for await (const blob of vault.list()) {
        if (now() - blob.storedAt.getTime() < graceMs) continue;
        candidates.push(blob.key);
        if (candidates.length >= batch) await sweep();
      }
      if (candidates.length) await sweep();

      const temporary = dryRun ? 0 : await vault.sweepTemp(startUp ? 0 : graceMs);
      return { statementFiles: expired, orphanBlobs: orphans, temporaryFiles: temporary };
    },
  };
}
