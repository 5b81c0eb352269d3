import { randomBytes, randomUUID } from "node:crypto";
import { sealSentLead } from "../sent-cookie";
import { createSentFiles } from "./sent-files";
import type { FileRead } from "./store";
import { confirmedRead } from "./testing/sample-reads";

const key = randomBytes(32);
const lead = randomUUID();
const now = 1_800_000_000_000;
const october: FileRead = {
  position: 1,
  name: "october.pdf",
  mediaType: "application/pdf",
  read: confirmedRead,
};

function setup(sent: (key: string, since: Date) => Promise<FileRead[]>) {
  const log = { error: jest.fn() };
  const asked: [string, Date][] = [];
  const sentFiles = createSentFiles({
    key: async () => key,
    store: async () => ({ sent: (k, since) => (asked.push([k, since]), sent(k, since)) }),
    now: () => now,
    log,
  });
  return { sentFiles, log, asked };
}

describe("the sender's files on the sent page", () => {
  it("are those of the lead their cookie names, stored within the cookie's life", async () => {
    const { sentFiles, asked } = setup(async () => [october]);
    const shown = await sentFiles(sealSentLead(lead, key, now - 60_000));
    expect(shown?.files?.[0]).toMatchObject({ name: "october.pdf", state: "figures" });
    expect(asked).toEqual([[lead, new Date(now - 31 * 60_000)]]);
  });

  it("are nothing at all without a cookie, with a forged or expired one, or for a lead with none", async () => {
    const { sentFiles, asked } = setup(async () => []);
    expect(await sentFiles(undefined)).toBeNull();
    expect(await sentFiles(sealSentLead(lead, randomBytes(32), now))).toBeNull();
    expect(await sentFiles(sealSentLead(lead, key, now - 31 * 60_000))).toBeNull();
    expect(asked).toEqual([]);
    expect(await sentFiles(sealSentLead(lead, key, now))).toBeNull();
  });

  it("say so when the store fails just then, and log the failure without a figure", async () => {
    const { sentFiles, log } = setup(async () => {
      throw new Error("lead_figures_sent failed: canceling statement due to statement timeout");
    });
    expect(await sentFiles(sealSentLead(lead, key, now))).toEqual({ files: null });
    const logged = JSON.stringify(log.error.mock.calls);
    expect(logged).toContain("statement_figures_failed");
    expect(logged).not.toContain(lead);
  });
});
