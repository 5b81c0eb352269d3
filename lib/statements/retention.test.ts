import type { FileRecords } from "./records";
import { statementRetentionJob, type RetentionVault } from "./retention";

const now = Date.UTC(2026, 10, 27, 12);
const hour = 3_600_000;

/** File rows and blobs in memory, with what each call did. */
function world() {
  const rows = new Map<string, { key: string | null; created: number; deleted: boolean }>();
  const blobs = new Map<string, number>();
  let temps = 2;
  const records: FileRecords = {
    get: async () => null,
    async expire(before, limit) {
      const due = [...rows.entries()]
        .filter(([, row]) => row.key && (row.deleted || row.created < before.getTime()))
        .slice(0, limit);
      for (const [, row] of due) row.deleted = true;
      return due.map(([id, row]) => ({ id, storageKey: row.key! }));
    },
    countDue: async (before) =>
      [...rows.values()].filter((row) => row.key && (row.deleted || row.created < before.getTime()))
        .length,
    async forget(id) {
      const row = rows.get(id);
      if (row?.deleted) row.key = null;
    },
    knownKeys: async (keys) =>
      new Set(keys.filter((key) => [...rows.values()].some((row) => row.key === key))),
  };
  const vault: RetentionVault = {
    remove: async (key) => void blobs.delete(key),
    async *list() {
      for (const [key, storedAt] of blobs) yield { key, storedAt: new Date(storedAt) };
    },
    async sweepTemp(olderThanMs) {
      const swept = olderThanMs === 0 ? temps : 0;
      temps -= swept;
      return swept;
    },
  };
  const file = (id: string, created: number) => {
    rows.set(id, { key: `blob-${id}`, created, deleted: false });
    blobs.set(`blob-${id}`, created);
  };
  const job = statementRetentionJob({
    records: async () => records,
    vault: async () => vault,
    now: () => now,
    batch: 2,
  });
  return { rows, blobs, file, job };
}

describe("the statement files' retention job", () => {
  it("deletes files sent more than 30 days ago, blob and all, and keeps their rows", async () => {
    const { rows, blobs, file, job } = world();
    file("old-1", now - 31 * 24 * hour);
    file("old-2", now - 40 * 24 * hour);
    file("old-3", now - 60 * 24 * hour); // more than one batch
    file("recent", now - 29 * 24 * hour);
    expect(await job.run({ dryRun: false, startUp: false })).toEqual({
      statementFiles: 3,
      orphanBlobs: 0,
      temporaryFiles: 0,
    });
    expect([...blobs.keys()]).toEqual(["blob-recent"]);
    expect(rows.get("old-1")).toMatchObject({ key: null, deleted: true });
    expect(rows.get("recent")).toMatchObject({ key: "blob-recent", deleted: false });
  });

  it("finishes a file whose row was marked but whose blob a crash left behind", async () => {
    const { rows, blobs, file, job } = world();
    file("marked", now - 10 * 24 * hour);
    rows.get("marked")!.deleted = true;
    expect(await job.run({ dryRun: false, startUp: false })).toMatchObject({ statementFiles: 1 });
    expect(blobs.size).toBe(0);
  });

  it("removes blobs no row names once they are an hour old, never younger ones", async () => {
    const { blobs, job } = world();
    blobs.set("orphan-old", now - 2 * hour);
    blobs.set("orphan-young", now - hour / 2);
    expect(await job.run({ dryRun: false, startUp: false })).toMatchObject({ orphanBlobs: 1 });
    expect([...blobs.keys()]).toEqual(["orphan-young"]);
  });

  it("sweeps every temporary file at start and only old ones later", async () => {
    const daily = world();
    expect(await daily.job.run({ dryRun: false, startUp: false })).toMatchObject({
      temporaryFiles: 0,
    });
    const start = world();
    expect(await start.job.run({ dryRun: false, startUp: true })).toMatchObject({
      temporaryFiles: 2,
    });
  });

  it("counts without deleting in a dry run, as of another day when asked", async () => {
    const { blobs, file, job } = world();
    file("soon", now - 25 * 24 * hour);
    blobs.set("orphan", now - 2 * hour);
    expect(await job.run({ dryRun: true, startUp: false })).toEqual({
      statementFiles: 0,
      orphanBlobs: 1,
      temporaryFiles: 0,
    });
    const inTenDays = new Date(now + 10 * 24 * hour);
    expect(await job.run({ dryRun: true, startUp: false, asOf: inTenDays })).toMatchObject({
      statementFiles: 1,
    });
    expect(blobs.size).toBe(2);
  });
});
