import type { DeliveryLead } from "@/lib/leads/outbox/types";
import type { LeadFileRead } from "@/lib/statements/figures/store";
import { leadFiles, linkFiles, type FileLinker } from "@/lib/statements/lead-files";
import type { MessageFile } from "./lead-message";

/** The lead's page in the team workspace, or null while nobody can sign in to it. */
export type WorkspaceLink = (leadId: number) => Promise<string | null>;

/** What was read from a lead's files (lib/statements/figures/store.ts). */
export type LeadFigures = (leadId: number) => Promise<LeadFileRead[]>;

/**
 * The files a notification lists and where the team opens them: with team sign-in set up, the
 * lead's workspace page (files open there, to signed-in members only, logged); without it, each
 * file's signed download link, which works for whoever holds the message until it expires. Each
 * carries what was read from it, when `figures` is given; never the file itself.
 */
export async function notificationFiles(
  lead: Pick<DeliveryLead, "id" | "payload">,
  fileLinks: FileLinker | undefined,
  workspace: WorkspaceLink | undefined,
  figures?: LeadFigures,
): Promise<{ files: MessageFile[]; workspaceUrl: string | null }> {
  const workspaceUrl = (await workspace?.(lead.id)) ?? null;
  const files: MessageFile[] = workspaceUrl
    ? leadFiles(lead.payload).map((file) => ({ ...file, url: workspaceUrl, expiresAt: null }))
    : await linkFiles(lead.payload, fileLinks);
  if (!figures || files.length === 0) return { files, workspaceUrl };
  const reads = await figures(lead.id);
  const withReads = files.map((file) => ({
    ...file,
    read: reads.find((read) => read.id === file.id)?.read ?? null,
  }));
  return { files: withReads, workspaceUrl };
}
