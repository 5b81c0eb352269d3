import type { DeliveryLead } from "@/lib/leads/outbox/types";
import { emailHtml, emailText } from "./email-body";
import { leadMessage } from "./lead-message";
import { notificationFiles } from "./message-files";
import { unconfirmedRead } from "@/lib/statements/figures/testing/sample-reads";
import { webhookBody } from "./webhook-channel";

const file = {
  id: "8f14e45f-ceea-4a7b-9b1c-2d3e4f5a6b7c",
  name: "october-statement.pdf",
  type: "application/pdf",
  size: 2048,
  sha256: "a".repeat(64),
};
const lead: DeliveryLead = {
  id: 42,
  kind: "statement",
  name: "Dana Kowalski",
  email: "dana@example.com",
  phone: null,
  businessName: "Lake Country Bakery",
  payload: { note: "Two locations.", _files: [file] },
  submittedAt: new Date("2026-11-25T13:05:00Z"),
};
const signed = async (fileId: string) => ({
  url: `https://site.example/statement-review/download?f=${fileId}&sig=x`,
  expiresAt: new Date("2026-12-02T13:05:00Z"),
});
const delivery = {
  id: 7,
  channel: "email" as const,
  attempts: 1,
  queuedAt: new Date(),
  leaseToken: "",
  lead,
};

describe("notification files", () => {
  it("link to the lead's workspace page, never to the file, once team sign-in is set up", async () => {
    const linker = jest.fn(signed);
    const workspace = async (id: number) => `https://site.example/team/leads/${id}`;
    const { files, workspaceUrl } = await notificationFiles(lead, linker, workspace);
    expect(linker).not.toHaveBeenCalled();
    expect(workspaceUrl).toBe("https://site.example/team/leads/42");
    const message = leadMessage(lead, files, workspaceUrl);
    const text = emailText(message, lead.id);
    expect(text).toContain("Open in the team workspace: https://site.example/team/leads/42");
    expect(text).toContain("open them in the team workspace, signed in");
    expect(text).not.toContain("/statement-review/download");
    expect(emailHtml(message, lead.id)).not.toContain("/statement-review/download");
    const body = JSON.parse(webhookBody(delivery, new Date(), files, workspaceUrl));
    expect(body.lead.workspaceUrl).toBe("https://site.example/team/leads/42");
    expect(body.lead.files[0]).toMatchObject({
      url: workspaceUrl,
      expiresAt: null,
      sha256: file.sha256,
    });
  });

  it("keep the signed download links while nobody can sign in to the workspace", async () => {
    const { files, workspaceUrl } = await notificationFiles(lead, signed, async () => null);
    expect(workspaceUrl).toBeNull();
    const text = emailText(leadMessage(lead, files, workspaceUrl), lead.id);
    expect(text).toContain("/statement-review/download?f=");
    expect(text).toContain("download links work until");
    expect(text).not.toContain("team workspace");
  });

  it("carry what was read from each file, with its confirmed marks, and never the file", async () => {
    const photo = {
      ...file,
      id: "9f14e45f-ceea-4a7b-9b1c-2d3e4f5a6b7c",
      name: "p.jpg",
      type: "image/jpeg",
    };
    const both = { ...lead, payload: { ...lead.payload, _files: [file, photo] } };
    const figures = jest.fn(async () => [
      { id: file.id, position: 1, name: file.name, mediaType: file.type, read: unconfirmedRead },
      {
        id: photo.id,
        position: 2,
        name: photo.name,
        mediaType: photo.type,
        read: { read: false as const, reason: "image" as const },
      },
    ]);
    const { files, workspaceUrl } = await notificationFiles(
      both,
      signed,
      async () => null,
      figures,
    );
    expect(figures).toHaveBeenCalledWith(42);
    const message = leadMessage(both, files, workspaceUrl);
    const text = emailText(message, both.id);
    expect(text).toContain(
      "Card sales: $48,210.55 (page 1, line 12; confirmed by the file's sums)",
    );
    expect(text).toContain(
      "Total fees: $1,236.40 (page 1, line 30; read, not confirmed: Fee lines add up to total fees does not hold)",
    );
    expect(text).toContain("Not read: photos and scans are read by the specialist.");
    expect(emailHtml(message, both.id)).toContain(
      "<li>Card sales: $48,210.55 (page 1, line 12; confirmed by the file&#39;s sums)</li>",
    );
    const body = JSON.parse(
      webhookBody({ ...delivery, lead: both }, new Date(), files, workspaceUrl),
    );
    expect(body.lead.files.map((f: { read: unknown }) => f.read)).toEqual([
      unconfirmedRead,
      { read: false, reason: "image" },
    ]);
    // The payload's own list is untouched: the figures travel beside the files, not inside them.
    expect(body.lead.fields).toEqual({ note: "Two locations." });
  });

  it("say nothing of figures for a lead whose files were sent before statements were read", async () => {
    const { files } = await notificationFiles(
      lead,
      signed,
      async () => null,
      async () => [],
    );
    expect(files[0]?.read).toBeNull();
    const text = emailText(leadMessage(lead, files, null), lead.id);
    expect(text).toContain("Not read: sent before statements were read.");
  });
});
