import { originKey, type LeadOrigin } from "@/lib/leads/lead-origin";
import type { LeadRecord, LeadStore, StatementFileRecord, SubmitResult } from "@/lib/leads/store";
import type { CheckedFile } from "./inspection";
import type { StatementFiles } from "./types";

export type CommitRequest = {
  files: StatementFiles;
  store: Pick<LeadStore, "submitStatement">;
  checked: CheckedFile[];
  /** The lead as the form's answers make it, without its origin. */
  lead: Omit<LeadRecord, "idempotencyKey">;
  idempotencyKey: string;
  origin: LeadOrigin | null;
};

/**
 * Commits every file, then the lead with the files' records, which `submit_statement_lead` stores
 * in one transaction. A lead the store does not keep (a duplicate, a limit) has its committed
 * blobs removed; when the store fails, the transaction may still commit after a timeout, so the
 * committed blobs are left to the retention job's sweep, which removes them an hour later only if
 * no row names them. Throws on failure, with the temporary files not yet committed removed.
 */
export async function commitStatement(request: CommitRequest): Promise<SubmitResult> {
  const { files, checked, lead, origin } = request;
  const records: StatementFileRecord[] = [];
  let result: SubmitResult;
  try {
    for (const file of checked) {
      records.push({ ...file.record, key: await files.commit(file.tempId) });
    }
    const payload = origin ? { ...lead.payload, [originKey]: origin } : lead.payload;
    result = await request.store.submitStatement(
      { ...lead, payload, idempotencyKey: request.idempotencyKey },
      records,
    );
  } catch (error) {
    await forget(files, checked.slice(records.length), []);
    throw error;
  }
  if (result !== "stored") await forget(files, checked, records);
  return result;
}

/** Removes committed blobs and any temporary file not yet committed. */
async function forget(
  files: StatementFiles,
  ready: { tempId: string }[],
  committed: StatementFileRecord[],
) {
  await Promise.allSettled([
    ...committed.map((record) => files.remove(record.key)),
    ...ready.slice(committed.length).map((file) => files.removeTemp(file.tempId)),
  ]);
}
