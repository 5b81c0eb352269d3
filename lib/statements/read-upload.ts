import { hours, phone } from "@/content/site";
import { randomUUID } from "node:crypto";
import { backgroundTurn } from "@/lib/server/background-lane.mjs";
import { fieldNames } from "@/lib/leads/form-rules";
import { firstErrors, metaFields } from "@/lib/leads/form-state";
import { describe, isFilled, readKey, sentTooFast } from "@/lib/leads/intake";
import { leadMessages } from "@/lib/leads/messages";
import type { UploadSlot } from "./admission";
import { commitStatement } from "./commit";
import { failedState, invalid, pick, refused, refusedUpload, success } from "./form-answers";
import type { StatementAnswer } from "./form-answers";
import { statementForm } from "./form-schema";
import type { createInspection } from "./inspection";
import { statementLimits } from "./limits";
import { refusalMessage } from "./messages";
import { parseStatementUpload, type ParsedUpload, type ReceivedFile } from "./parse-upload";
import type { StatementIntakeDeps, UploadRequest } from "./intake";
import type { StatementFiles } from "./types";
import { uploadMessages } from "./upload-messages";

/** A body that stopped arriving; server-only, so the form's script does not carry it. */
const stalledMessage = `Your upload stopped arriving, so nothing was kept. Please check your connection and send it again, or call us on ${phone.display} (${hours.display}).`;
import { paceUpload, UploadStopped } from "./upload-pace";

/** The most an upload body may hold: the files and room for the fields around them. */
export const uploadBodyLimit = statementLimits.maxTotalBytes + statementLimits.maxFormOverheadBytes;

type ReaderDeps = StatementIntakeDeps & {
  now: () => number;
  log: Pick<Console, "info" | "error">;
  inspectAll: ReturnType<typeof createInspection>;
  report: (event: string, key: string | null, extra?: object) => string;
};

/**
 * Reads one admitted upload: the body, paced, as a stream into encrypted temporary files; the
 * answers checked; each file checked by its content; then every file committed before its lead.
 * `outcome.spent` is set for a bot's upload, answered as a success but counted as a refusal.
 */
export function createUploadReader(deps: ReaderDeps) {
  const { now, log, report } = deps;
  const fields = fieldNames(statementForm.rules);

  /** The body as it arrives, watched by the upload's slot; rejects when it stops on the way. */
  async function parse(request: UploadRequest, files: StatementFiles, slot: UploadSlot) {
    const paced = paceUpload(request.body, { limitBytes: uploadBodyLimit, ...deps.pace });
    slot.watch(paced.progress, paced.cut);
    let honeypot = false;
    try {
      const parsed: ParsedUpload = await parseStatementUpload(
        paced.body,
        request.headers.get("content-type") ?? "",
        {
          createSink: () => files.createSink(),
          sniff: deps.sniff,
          beforeFiles(sent) {
            if (isFilled(sent[metaFields.honeypot] ?? null)) {
              honeypot = true;
              return { reason: "fields", answer: null };
            }
            const check = statementForm.schema.safeParse(pick(sent, fields));
            return check.success ? null : { reason: "fields", answer: firstErrors(check.error) };
          },
        },
      );
      return { parsed, honeypot: honeypot || isFilled(parsed.fields[metaFields.honeypot] ?? null) };
    } finally {
      paced.release(); // what is left of the body is the caller's to discard or close
    }
  }

  return async function readUpload(
    request: UploadRequest,
    hash: string | null,
    slot: UploadSlot,
    outcome: { spent: boolean },
  ): Promise<StatementAnswer> {
    const files = await deps.files();
    let read;
    try {
      read = await parse(request, files, slot);
    } catch (error) {
      const reason = error instanceof UploadStopped ? error.reason : "broken";
      log.info(report("statement_upload_stopped", null, { reason }));
      return stoppedAnswer(error);
    }
    const { parsed } = read;
    const values = pick(parsed.fields, fields);
    const key = readKey(parsed.fields[metaFields.idempotencyKey] ?? null) ?? randomUUID();

    if (read.honeypot) {
      if (parsed.ok) await removeTemps(files, parsed.files);
      log.info(report("lead_honeypot", key));
      outcome.spent = true;
      return success();
    }
    if (!parsed.ok) return refusedUpload(parsed.refusal, values);

    const check = statementForm.schema.safeParse(values);
    if (!check.success || parsed.files.length === 0) {
      await removeTemps(files, parsed.files);
      const errors = check.success ? {} : firstErrors(check.error);
      if (parsed.files.length === 0) errors.statements = uploadMessages.noFile;
      return invalid(values, errors);
    }
    if (sentTooFast(parsed.fields[metaFields.startedAt] ?? null, now())) {
      await removeTemps(files, parsed.files);
      log.info(report("lead_too_fast", key));
      return { status: 400, state: failedState(values, leadMessages.tooFast) };
    }

    await backgroundTurn(); // reading the files back for their check waits behind the pages
    const accepted = await deps.inspectAll(files, parsed.files);
    if (!accepted.ok) {
      const message = uploadMessages.fileChecks(accepted.problems.length);
      return {
        status: 422,
        state: {
          status: "invalid",
          values,
          errors: { statements: message },
          message,
          files: accepted.problems,
        },
      };
    }

    let result;
    await backgroundTurn(); // so does storing them
    try {
      const lead = statementForm.toLead(check.data);
      result = await commitStatement({
        files,
        store: await deps.store(),
        checked: accepted.files,
        lead: { ...lead, kind: "statement", addressHash: hash },
        idempotencyKey: key,
        origin: (await deps.origin?.(request.headers)) ?? null,
      });
    } catch (error) {
      log.error(report("lead_store_failed", key, { error: describe(error) }));
      return refused(503, leadMessages.storeFailed, values);
    }
    log.info(report(`lead_${result}`, key, { files: accepted.files.length }));
    // A duplicate's sender sees the first post's page (its cookie, if it arrived): a repeated
    // key is no proof of being that sender, so it earns no cookie of its own.
    if (result === "stored") deps.onStored?.();
    if (result === "stored" || result === "duplicate")
      return success(result === "stored" ? key : undefined);
    return result === "rate_limited"
      ? refused(429, leadMessages.rateLimited, values)
      : refused(503, leadMessages.busy, values);
  };
}

/** A body stopped as it arrived (stalled, too slow, too large, cut) or broken off by the client. */
function stoppedAnswer(error: unknown): StatementAnswer {
  if (!(error instanceof UploadStopped)) {
    return { ...refused(400, uploadMessages.malformed), close: true };
  }
  if (error.reason === "too_large") {
    return { ...refused(413, refusalMessage("total-too-large")), close: true };
  }
  return { ...refused(408, stalledMessage), close: true };
}

async function removeTemps(files: StatementFiles, received: ReceivedFile[]) {
  await Promise.allSettled(received.map((file) => files.removeTemp(file.tempId)));
}
