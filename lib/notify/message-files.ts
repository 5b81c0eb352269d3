import type { DeliveryLead } from "@/lib/leads/outbox/types";
import { leadFiles, linkFiles, type FileLinker } from "@/lib/statements/lead-files";
import type { MessageFile } from "./lead-message";

/** The lead's page in the team workspace, or null while nobody can sign in to it. */
export type WorkspaceLink = (leadId: number) => Promise<string | null>;

/**
 * The files a notification lists and where the team opens them: with team sign-in set up, the
 * lead's workspace page (files open there, to signed-in members only, logged); without it, each
 * file's signed download link, which works for whoever holds the message until it expires.
 */
export async function notificationFiles(
  lead: Pick<DeliveryLead, "id" | "payload">,
  fileLinks: FileLinker | undefined,
  workspace: WorkspaceLink | undefined,
): Promise<{ files: MessageFile[]; workspaceUrl: string | null }> {
  const workspaceUrl = (await workspace?.(lead.id)) ?? null;
  if (!workspaceUrl) return { files: await linkFiles(lead.payload, fileLinks), workspaceUrl };
  const files = leadFiles(lead.payload).map((file) => ({
    ...file,
    url: workspaceUrl,
    expiresAt: null,
  }));
  return { files, workspaceUrl };
}
