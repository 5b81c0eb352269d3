import type { ServerEnv } from "@/lib/env";
import { comparisonStore } from "@/lib/comparison/comparison-store";
import { createComparisonEmailChannel } from "@/lib/comparison/email-channel";
import { createEmailChannel } from "@/lib/notify/email-channel";
import { createLogChannel } from "@/lib/notify/log-channel";
import { createWebhookChannel } from "@/lib/notify/webhook-channel";
import { createFileLinker } from "@/lib/statements/file-linker";
import { createFigureStore } from "@/lib/statements/figures/store";
import { statementMasterKey } from "@/lib/statements/server";
import { teamDb } from "@/lib/team/db";
import { workspaceLink } from "@/lib/team/workspace-link";
import type { Channel, ChannelName } from "./types";

/** The channels the environment turns on; with none, the log channel, so leads are visible. */
export function configuredChannels(env: ServerEnv): Partial<Record<ChannelName, Channel>> {
  const channels: Partial<Record<ChannelName, Channel>> = {};
  // A statement review's files reach the team as signed links to the public origin, or, once a
  // member has a passkey, as the lead's page in the team workspace (lib/team/workspace-link.ts).
  const fileLinks = createFileLinker(env.SITE_URL.replace(/\/+$/, ""), () =>
    statementMasterKey(env),
  );
  const workspace = workspaceLink(env);
  // What was read from each file goes with it, never the file (lib/statements/figures).
  const store = createFigureStore(() => teamDb(env));
  const figures = async (leadId: number) => (await store.ofLeads([leadId])).get(leadId) ?? [];
  if (env.SMTP_URL && env.LEADS_NOTIFY_TO) {
    channels.email = createEmailChannel({
      smtpUrl: env.SMTP_URL,
      to: env.LEADS_NOTIFY_TO,
      from: env.LEADS_NOTIFY_FROM,
      fileLinks,
      workspace,
      figures,
    });
  }
  // A merchant's comparison is sent by the same SMTP server, to the lead's own address.
  if (env.SMTP_URL) {
    channels.comparison = createComparisonEmailChannel({
      smtpUrl: env.SMTP_URL,
      from: env.LEADS_NOTIFY_FROM,
      siteUrl: env.SITE_URL,
      comparisons: () => comparisonStore(env),
    });
  }
  if (env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET) {
    channels.webhook = createWebhookChannel({
      url: env.LEADS_WEBHOOK_URL,
      secret: env.LEADS_WEBHOOK_SECRET,
      fileLinks,
      workspace,
      figures,
    });
  }
  if (!channels.email && !channels.webhook) channels.log = createLogChannel();
  return channels;
}
