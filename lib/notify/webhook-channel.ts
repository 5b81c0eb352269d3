import { createHmac } from "node:crypto";
import type { Channel, ClaimedDelivery } from "@/lib/leads/outbox/types";
import { splitPayload } from "@/lib/leads/lead-origin";
import type { FileLinker } from "@/lib/statements/lead-files";
import type { MessageFile } from "./lead-message";
import { notificationFiles, type LeadFigures, type WorkspaceLink } from "./message-files";

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function webhookSignature(secret: string, unixSeconds: number, body: string): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

/** The JSON body: the delivery id (for dedupe per channel), the lead, every answer and any files. */
export function webhookBody(
  { id, lead }: ClaimedDelivery,
  createdAt: Date,
  files: MessageFile[] = [],
  workspaceUrl: string | null = null,
): string {
  const { origin, fields } = splitPayload(lead.payload);
  return JSON.stringify({
    id: String(id),
    type: "lead.created",
    createdAt: createdAt.toISOString(),
    lead: {
      id: lead.id,
      kind: lead.kind,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      businessName: lead.businessName,
      page: origin?.page ?? null,
      utm: origin?.utm ?? {},
      fields,
      files: files.map(({ id: fileId, name, type, size, sha256, url, expiresAt, read }) => ({
        id: fileId,
        name,
        type,
        size,
        sha256,
        url,
        expiresAt: expiresAt?.toISOString() ?? null,
        read: read ?? null,
      })),
      workspaceUrl,
      submittedAt: lead.submittedAt.toISOString(),
    },
  });
}

export type WebhookSettings = {
  url: string;
  secret: string;
  now?: () => number;
  /** Signs a statement file's download link; needed for leads that carry files. */
  fileLinks?: FileLinker;
  /** The lead's workspace page, which replaces the file links once team sign-in is set up. */
  workspace?: WorkspaceLink;
  /** What was read from a statement lead's files, under each file as `read`. */
  figures?: LeadFigures;
};

/** A signed JSON POST; any 2xx is delivered, anything else (or the timeout) is retried. */
export function createWebhookChannel({
  url,
  secret,
  now = Date.now,
  fileLinks,
  workspace,
  figures,
}: WebhookSettings): Channel {
  return {
    async send(delivery, signal) {
      const sentAt = now();
      const { lead } = delivery;
      const { files, workspaceUrl } = await notificationFiles(lead, fileLinks, workspace, figures);
      const body = webhookBody(delivery, new Date(sentAt), files, workspaceUrl);
      const response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "lcms-signature": webhookSignature(secret, Math.floor(sentAt / 1000), body),
          "lcms-lead-id": String(delivery.lead.id),
          "user-agent": "LakeCountryLeads/1",
        },
        body,
        signal,
        redirect: "error",
      });
      await response.body?.cancel().catch(() => {});
      if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
    },
  };
}
