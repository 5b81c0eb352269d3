import type { DeliveryLead } from "@/lib/leads/outbox/types";
import { emailHtml, emailText } from "./email-body";
import { leadMessage } from "./lead-message";
import { notificationFiles } from "./message-files";
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
});
