import { Readable } from "node:stream";
import type { FileRecord } from "@/lib/statements/records";
import { createTeamFileDownload } from "./file-download";

const member = { id: "m-1", email: "jane@example.com", name: "Jane" };
const fileId = "0b9e4c1e-8f3a-4c55-9d2e-2f1f3c6f7a10";
const record: FileRecord = {
  id: fileId,
  leadId: 7,
  name: "october.pdf",
  mediaType: "application/pdf",
  size: 4,
  sha256: "00",
  storageKey: "blobs/key",
  deleted: false,
};

function download(row: FileRecord | null) {
  const logged: string[] = [];
  const opened: string[] = [];
  const run = createTeamFileDownload({
    records: async () => ({ get: async () => row }),
    open: async (key) => {
      opened.push(key);
      return Readable.from([Buffer.from("%PDF")]);
    },
    log: async (id) => {
      logged.push(id);
    },
  });
  return { run, logged, opened };
}

describe("a team file download", () => {
  it("streams the file and logs it before the first byte", async () => {
    const { run, logged } = download(record);
    const answer = await run(fileId, member);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer()).toString()).toBe("%PDF");
    expect(logged).toEqual([fileId]);
  });

  it("is gone (410) once its row is marked deleted, though the blob is still there", async () => {
    const { run, logged, opened } = download({ ...record, deleted: true });
    const answer = await run(fileId, member);
    expect(answer.status).toBe(410);
    expect(opened).toEqual([]);
    expect(logged).toEqual([]);
  });

  it("answers a HEAD with the file's headers and logs no download", async () => {
    const { run, logged } = download(record);
    const answer = await run(fileId, member, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="october/);
    expect(answer.body).toBeNull();
    expect(logged).toEqual([]);
  });
});
