import { z } from "zod";
import { statementFileTypes } from "./file-types";
import { formatFileSize } from "./limits";

/** The payload key under which `submit_statement_lead` lists a lead's files (no storage keys). */
export const filesKey = "_files";

const storedFile = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string(),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A file of a statement lead as its notifications describe it. */
export type LeadFile = z.infer<typeof storedFile>;

/** A file with the team's signed download link. */
export type LinkedFile = LeadFile & { url: string; expiresAt: Date };

/** Makes the signed, expiring download link of one stored file. */
export type FileLinker = (fileId: string) => Promise<{ url: string; expiresAt: Date }>;

/** The files a lead's payload lists; none for leads of other kinds or a payload without them. */
export function leadFiles(payload: Record<string, unknown>): LeadFile[] {
  const parsed = z.array(storedFile).safeParse(payload[filesKey]);
  return parsed.success ? parsed.data : [];
}

/** Every file of a lead with its download link, in the order the visitor sent them. */
export async function linkFiles(
  payload: Record<string, unknown>,
  linker: FileLinker | undefined,
): Promise<LinkedFile[]> {
  const files = leadFiles(payload);
  if (files.length === 0) return [];
  if (!linker) throw new Error("this lead has files but no link signer is set");
  return Promise.all(files.map(async (file) => ({ ...file, ...(await linker(file.id)) })));
}

/** "PDF, 2.4 MB": a file's kind and size for people. */
export function describeFile(file: Pick<LeadFile, "type" | "size">): string {
  const label = statementFileTypes.find((type) => type.mediaType === file.type)?.label ?? file.type;
  return `${label}, ${formatFileSize(file.size)}`;
}
