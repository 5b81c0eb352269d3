import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { embeddedStartParams, initDataDirElsewhere } from "./memory";

jest.setTimeout(120_000);

describe("the embedded store's memory", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "lcms-pglite-memory-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("creates a new data directory in a child process, and leaves an existing one alone", async () => {
    const data = path.join(dir, "pglite");
    const before = process.memoryUsage().external;
    await initDataDirElsewhere(data);
    expect(existsSync(path.join(data, "PG_VERSION"))).toBe(true);
    // initdb's WebAssembly memory (hundreds of MB) never came into this process.
    expect(process.memoryUsage().external - before).toBeLessThan(32 * 1024 * 1024);
    const db = await PGlite.create(data, { startParams: embeddedStartParams });
    try {
      await db.exec("create table kept (id int)");
    } finally {
      await db.close();
    }
    await initDataDirElsewhere(data); // a database is there: nothing is made again
    const again = await PGlite.create(data, { startParams: embeddedStartParams });
    try {
      const { rows } = await again.query<{ n: number }>("select count(*)::int as n from kept");
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await again.close();
    }
  });

  it("opens with small caches and PGlite's own start parameters", async () => {
    const db = await PGlite.create(path.join(dir, "pglite"), { startParams: embeddedStartParams });
    try {
      const setting = async (name: string) =>
        (await db.query<Record<string, string>>(`show ${name}`)).rows[0]?.[name];
      expect(await setting("shared_buffers")).toBe("8MB");
      expect(await setting("work_mem")).toBe("1MB");
      expect(await setting("search_path")).toBe("public"); // one of PGlite's defaults, kept
      expect(await setting("max_parallel_workers")).toBe("0");
    } finally {
      await db.close();
    }
  });
});
