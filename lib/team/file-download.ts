import { Readable } from "node:stream";
import { z } from "zod";
import type { FileRecords } from "@/lib/statements/records";
import { statementFileHeaders } from "@/lib/statements/file-headers";
import { teamHeaders } from "./headers";
import type { TeamMember } from "./sessions";

const gone = (text: string, status: number) =>
  new Response(text, {
    status,
    headers: { ...teamHeaders, "Content-Type": "text/plain; charset=utf-8" },
  });

/**
 * A statement file streamed from the vault to a signed-in member (the caller checks the session),
 * logged with who and when before the first byte goes out, so no download goes unrecorded.
 */
export function createTeamFileDownload(deps: {
  records: () => Promise<Pick<FileRecords, "get">>;
  open: (storageKey: string) => Promise<Readable | null>;
  log: (fileId: string, leadId: number, memberEmail: string) => Promise<void>;
}) {
  return async function download(fileId: string, member: TeamMember): Promise<Response> {
    if (!z.uuid().safeParse(fileId).success) return gone("No such file.", 404);
    const record = await (await deps.records()).get(fileId);
    if (!record) return gone("No such file.", 404);
    const stream = record.storageKey ? await deps.open(record.storageKey) : null;
    if (!stream) return gone("This file was deleted at the end of its retention period.", 410);
    try {
      await deps.log(record.id, record.leadId, member.email);
    } catch (error) {
      stream.destroy();
      throw error;
    }
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
      headers: statementFileHeaders(record.name, record.mediaType, record.size),
    });
  };
}
