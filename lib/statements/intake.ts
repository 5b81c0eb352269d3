import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { fieldNames } from "@/lib/leads/definition";
import { firstErrors, metaFields, type FieldValues } from "@/lib/leads/form-state";
import { describe, isFilled, readKey, sentTooFast } from "@/lib/leads/intake";
import { originKey, type LeadOrigin } from "@/lib/leads/lead-origin";
import { leadMessages } from "@/lib/leads/messages";
import type { LeadStore, StatementFileRecord, SubmitResult } from "@/lib/leads/store";
import { statementForm } from "./form-schema";
import { statementLimits } from "./limits";
import { refusalMessage } from "./messages";
import { parseStatementUpload, type ReceivedFile, type UploadRefusal } from "./parse-upload";
import type { FileProblem, Inspection, StatementFiles, StatementFormState } from "./types";
import { uploadMessages } from "./upload-messages";

/** What the statement upload needs from the outside world; tests pass their own. */
export type StatementIntakeDeps = {
  /** The location gate for this request; false answers 451 before the body is read. */
  allowed: (headers: Headers) => Promise<boolean>;
  /** The hashed client address, or null when it cannot be trusted. */
  addressHash: (headers: Headers) => Promise<string | null>;
  store: () => Promise<Pick<LeadStore, "submitStatement" | "rateCheck">>;
  files: () => Promise<StatementFiles>;
  sniff: (head: Buffer) => { ok: true; kind: string } | { ok: false; message: string };
  inspect: (bytes: Buffer) => Promise<Inspection>;
  /** The visitor's file name as safe display text for the file's kind. */
  displayName: (original: string, kind: string) => string;
  /** The page and UTM fields the form was sent from (the Referer), when known. */
  origin?: (headers: Headers) => Promise<LeadOrigin | null>;
  /** Called after a lead is committed, to start its delivery; must not throw or wait. */
  onStored?: () => void;
  now?: () => number;
  log?: Pick<Console, "info" | "error">;
  /** Uploads read at once by this process, and from one address. */
  concurrency?: { total: number; perAddress: number };
};

/** The most an upload body may hold: the files and room for the fields around them. */
export const uploadBodyLimit = statementLimits.maxTotalBytes + statementLimits.maxFormOverheadBytes;

/** The answer to one upload: an HTTP status and what the form shows. */
export type StatementAnswer = { status: number; state: StatementFormState };

export type UploadRequest = { headers: Headers; body: Readable };

/**
 * The statement upload: the location gate and the per-address limit before any of the body is
 * read, then the body as a stream into encrypted temporary files (parse-upload), each file
 * checked by its content one at a time, then every file committed before its lead, which
 * `submit_statement_lead` stores with the files' records in one transaction. Anything that
 * stops on the way removes what it wrote. Logs carry the idempotency key, never answers.
 */
export function createStatementIntake(deps: StatementIntakeDeps) {
  const { now = Date.now, log = console } = deps;
  const { total, perAddress } = deps.concurrency ?? { total: 32, perAddress: 2 };
  const active = new Map<string, number>();
  let activeTotal = 0;
  // One inspection at a time: a file is read whole (at most 10 MB) to be checked, always into the
  // same buffer, so twenty uploads leave one buffer behind, not twenty for the collector.
  let inspections: Promise<unknown> = Promise.resolve();
  let readBuffer: Buffer | undefined;
  const inspectInTurn = <T>(run: () => Promise<T>) => {
    const turn = inspections.then(run, run);
    inspections = turn.catch(() => {});
    return turn;
  };

  const report = (event: string, key: string | null, extra?: object) =>
    JSON.stringify({ event, kind: "statement", idempotencyKey: key, ...extra });

  return async function receive(request: UploadRequest): Promise<StatementAnswer> {
    const { headers } = request;
    if (!(await deps.allowed(headers))) return refused(451, uploadMessages.restricted);
    if (!/^multipart\/form-data;/i.test(headers.get("content-type") ?? "")) {
      return refused(415, uploadMessages.notMultipart);
    }
    if (Number(headers.get("content-length") ?? 0) > uploadBodyLimit) {
      return refused(413, refusalMessage("total-too-large"));
    }

    let hash: string | null;
    try {
      hash = await deps.addressHash(headers);
      const verdict = await (await deps.store()).rateCheck(hash);
      if (verdict === "rate_limited") return refused(429, leadMessages.rateLimited);
      if (verdict === "busy") return refused(503, leadMessages.busy);
    } catch (error) {
      log.error(report("statement_store_failed", null, { error: describe(error) }));
      return refused(503, leadMessages.storeFailed);
    }
    const slot = hash ?? "unknown";
    if (activeTotal >= total) return refused(503, uploadMessages.uploadsBusy);
    if ((active.get(slot) ?? 0) >= perAddress) return refused(429, uploadMessages.uploadInProgress);
    activeTotal += 1;
    active.set(slot, (active.get(slot) ?? 0) + 1);
    try {
      return await receiveBody(request, hash);
    } finally {
      activeTotal -= 1;
      const left = (active.get(slot) ?? 1) - 1;
      if (left > 0) active.set(slot, left);
      else active.delete(slot);
    }
  };

  async function receiveBody(
    request: UploadRequest,
    hash: string | null,
  ): Promise<StatementAnswer> {
    const files = await deps.files();
    const fields = fieldNames(statementForm);
    let honeypot = false;
    const parsed = await parseStatementUpload(
      request.body,
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
    const values = pick(parsed.fields, fields);
    const key = readKey(parsed.fields[metaFields.idempotencyKey] ?? null) ?? randomUUID();

    if (honeypot || isFilled(parsed.fields[metaFields.honeypot] ?? null)) {
      if (parsed.ok) await removeTemps(files, parsed.files);
      log.info(report("lead_honeypot", key));
      return { status: 200, state: { status: "success", values: {}, errors: {} } };
    }
    if (!parsed.ok) return refusedUpload(parsed.refusal, values, safeName);

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
      return { status: 400, state: { ...failedState(values, leadMessages.tooFast) } };
    }

    const accepted = await inspectAll(files, parsed.files);
    if (!accepted.ok) {
      return {
        status: 422,
        state: {
          status: "invalid",
          values,
          errors: { statements: uploadMessages.fileChecks(accepted.problems.length) },
          message: uploadMessages.fileChecks(accepted.problems.length),
          files: accepted.problems,
        },
      };
    }

    const records: StatementFileRecord[] = [];
    let result: SubmitResult;
    try {
      for (const file of accepted.files) {
        records.push({ ...file.record, key: await files.commit(file.tempId) });
      }
      const lead = statementForm.toLead(check.data);
      const source = (await deps.origin?.(request.headers)) ?? null;
      const payload = source ? { ...lead.payload, [originKey]: source } : lead.payload;
      const record = { ...lead, payload, kind: "statement" as const, addressHash: hash };
      result = await (
        await deps.store()
      ).submitStatement({ ...record, idempotencyKey: key }, records);
    } catch (error) {
      // The transaction may still commit after a timeout: committed blobs are left to the
      // retention job's sweep, which removes them an hour later only if no row names them.
      await forget(files, accepted.files.slice(records.length), []);
      log.error(report("lead_store_failed", key, { error: describe(error) }));
      return refused(503, leadMessages.storeFailed, values);
    }
    log.info(report(`lead_${result}`, key, { files: records.length }));
    if (result !== "stored") await forget(files, accepted.files, records);
    if (result === "stored") deps.onStored?.();
    if (result === "stored" || result === "duplicate") {
      return { status: 200, state: { status: "success", values: {}, errors: {} } };
    }
    return result === "rate_limited"
      ? refused(429, leadMessages.rateLimited, values)
      : refused(503, leadMessages.busy, values);
  }

  /** Checks every file by its content, one process-wide turn each; images come back re-encoded. */
  async function inspectAll(files: StatementFiles, received: ReceivedFile[]) {
    const problems: FileProblem[] = [];
    const ready: { tempId: string; record: Omit<StatementFileRecord, "key"> }[] = [];
    for (const file of received) {
      // Read, checked and (for a photo) rewritten in one turn, so one file at a time is in memory.
      const checked = await inspectInTurn(async () => {
        readBuffer ??= Buffer.allocUnsafeSlow(statementLimits.maxFileBytes);
        const original = await files.readTemp(file.tempId, readBuffer);
        const result = await deps.inspect(original);
        if (!result.ok || result.bytes.equals(original)) {
          // The bytes are the shared buffer's: nothing may keep them past this turn.
          return {
            result: result.ok ? { ...result, bytes: Buffer.alloc(0) } : result,
            rewritten: null,
          };
        }
        const rewritten = await files.writeTemp(result.bytes);
        await files.removeTemp(file.tempId);
        return { result, rewritten };
      });
      const { result, rewritten } = checked;
      const shownName = deps.displayName(file.originalName, result.ok ? result.kind : file.kind);
      if (!result.ok) {
        problems.push({ index: file.index, name: shownName, message: result.message });
        continue;
      }
      const { tempId, size, sha256 } = rewritten ?? file;
      ready.push({
        tempId,
        record: { id: randomUUID(), name: shownName, mediaType: result.mediaType, size, sha256 },
      });
    }
    if (problems.length === 0) return { ok: true as const, files: ready };
    await Promise.allSettled([
      ...ready.map((file) => files.removeTemp(file.tempId)),
      ...received
        .filter((file) => problems.some((problem) => problem.index === file.index))
        .map((file) => files.removeTemp(file.tempId)),
    ]);
    return { ok: false as const, problems };
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
}

/** The answer to an upload that stopped before its end, with the text fields kept. */
function refusedUpload(
  refusal: UploadRefusal,
  values: FieldValues,
  shown: (name: string) => string,
): StatementAnswer {
  switch (refusal.reason) {
    case "fields":
      return invalid(values, (refusal.answer ?? {}) as Record<string, string>);
    case "too_many_files":
      return fileRefusal(413, values, refusalMessage("too-many-files"));
    case "total_too_large":
      return fileRefusal(413, values, refusalMessage("total-too-large"));
    case "file_too_large":
      return fileRefusal(413, values, refusalMessage("file-too-large"), refusal, shown);
    case "empty_file":
      return fileRefusal(422, values, refusalMessage("empty"), refusal, shown);
    case "wrong_type":
      return fileRefusal(415, values, refusal.message, refusal, shown);
    case "malformed":
      return refused(400, uploadMessages.malformed, values);
  }
}

/** A refusal about the files: beside the file field, and beside the one file it concerns. */
function fileRefusal(
  status: number,
  values: FieldValues,
  message: string,
  file?: { index: number; name: string },
  shown: (name: string) => string = (name) => name,
): StatementAnswer {
  const name = file && shown(file.name);
  return {
    status,
    state: {
      status: "invalid",
      values,
      errors: { statements: name ? uploadMessages.forFile(name, message) : message },
      message: leadMessages.invalid(1),
      files: file && name ? [{ index: file.index, name, message }] : undefined,
    },
  };
}

function invalid(values: FieldValues, errors: Record<string, string>): StatementAnswer {
  const count = Object.keys(errors).length;
  return {
    status: 422,
    state: { status: "invalid", values, errors, message: leadMessages.invalid(Math.max(count, 1)) },
  };
}

const failedState = (values: FieldValues, message: string): StatementFormState => ({
  status: "failed",
  values,
  errors: {},
  message,
});

const refused = (status: number, message: string, values: FieldValues = {}): StatementAnswer => ({
  status,
  state: failedState(values, message),
});

/** The declared text fields only; anything else sent is ignored. */
function pick(sent: Record<string, string>, fields: readonly string[]): FieldValues {
  return Object.fromEntries(fields.filter((field) => field in sent).map((f) => [f, sent[f] ?? ""]));
}

async function removeTemps(files: StatementFiles, received: ReceivedFile[]) {
  await Promise.allSettled(received.map((file) => files.removeTemp(file.tempId)));
}

/** A name from the upload shown in a message before its kind is known: its last part, as text. */
function safeName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? "";
  return last.replace(/[\p{Cc}\p{Cf}]/gu, "").slice(0, 120) || "A file";
}
