import type { Readable } from "node:stream";
import { describe } from "@/lib/leads/intake";
import type { LeadOrigin } from "@/lib/leads/lead-origin";
import { leadMessages } from "@/lib/leads/messages";
import type { LeadStore } from "@/lib/leads/store";
import { createAdmission } from "./admission";
import { refused, type StatementAnswer } from "./form-answers";
import { createInspection } from "./inspection";
import type { AdmissionSettings, UploadPaceSettings } from "./limits";
import { refusalMessage } from "./messages";
import { createUploadReader, uploadBodyLimit } from "./read-upload";
import type { Inspection, StatementFiles } from "./types";
import { uploadMessages } from "./upload-messages";

export type { StatementAnswer } from "./form-answers";
export { uploadBodyLimit } from "./read-upload";

/** What the statement upload needs from the outside world; tests pass their own. */
export type StatementIntakeDeps = {
  /** The location gate for this request; false answers 451 before the body is read. */
  allowed: (headers: Headers) => Promise<boolean>;
  /** The hashed client address, or null when it cannot be trusted. */
  addressHash: (headers: Headers) => Promise<string | null>;
  /** The hashed slot the address counts under (its IPv6 /64); the address hash when not given. */
  addressSlot?: (headers: Headers) => Promise<string | null>;
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
  /** Uploads read at once by this process, and from one address (lib/statements/admission.ts). */
  concurrency?: Partial<AdmissionSettings>;
  /** How fast a body must arrive (lib/statements/upload-pace.ts). */
  pace?: Partial<UploadPaceSettings>;
  /** Files checked at once (lib/statements/inspection.ts). */
  inspections?: number;
};

export type UploadRequest = { headers: Headers; body: Readable };

const admissionAnswers = {
  refusals: () => refused(429, leadMessages.rateLimited),
  in_progress: () => refused(429, uploadMessages.uploadInProgress),
  busy: () => refused(503, uploadMessages.uploadsBusy),
};

/**
 * The statement upload: the location gate, then a slot (in memory, admission.ts) and the
 * per-address lead limit before any of the body is read; then the body, paced (upload-pace.ts),
 * as a stream into encrypted temporary files (parse-upload.ts); each file checked by its content
 * (inspection.ts); then every file committed before its lead (commit.ts). Anything that stops on
 * the way removes what it wrote. Logs carry the idempotency key, never answers.
 */
export function createStatementIntake(deps: StatementIntakeDeps) {
  const { now = Date.now, log = console } = deps;
  // Slots and paces run on the wall clock; `now` is the form's clock (its started-at check).
  const admit = createAdmission(deps.concurrency);
  const report = (event: string, key: string | null, extra?: object) =>
    JSON.stringify({ event, kind: "statement", idempotencyKey: key, ...extra });
  const inspectAll = createInspection({ ...deps, concurrency: deps.inspections });
  const readUpload = createUploadReader({ ...deps, now, log, inspectAll, report });

  return async function receive(request: UploadRequest): Promise<StatementAnswer> {
    const { headers } = request;
    if (!(await deps.allowed(headers))) return refused(451, uploadMessages.restricted);
    if (!/^multipart\/form-data;/i.test(headers.get("content-type") ?? "")) {
      return refused(415, uploadMessages.notMultipart);
    }
    if (Number(headers.get("content-length") ?? 0) > uploadBodyLimit) {
      return { ...refused(413, refusalMessage("total-too-large")), close: true };
    }
    let hash: string | null;
    let slotKey: string | null;
    try {
      hash = await deps.addressHash(headers);
      slotKey = deps.addressSlot ? await deps.addressSlot(headers) : hash;
    } catch (error) {
      log.error(report("statement_store_failed", null, { error: describe(error) }));
      return refused(503, leadMessages.storeFailed);
    }
    const admission = admit(slotKey);
    if (!admission.ok) return admissionAnswers[admission.reason]();
    const outcome = { spent: false };
    let answer: StatementAnswer | undefined;
    try {
      answer = (await checkRate(hash)) ?? undefined;
      answer ??= await readUpload(request, hash, admission.slot, outcome);
      return answer;
    } finally {
      // A refused upload (or a bot's) spends one of the address's refusals; a limit does not.
      const status = answer?.status ?? 500;
      admission.slot.release(outcome.spent || (status >= 400 && status < 429));
    }
  };

  /** The database's per-address lead limit, asked once the upload holds a slot. */
  async function checkRate(hash: string | null): Promise<StatementAnswer | null> {
    try {
      const verdict = await (await deps.store()).rateCheck(hash);
      if (verdict === "rate_limited") return refused(429, leadMessages.rateLimited);
      if (verdict === "busy") return refused(503, leadMessages.busy);
      return null;
    } catch (error) {
      log.error(report("statement_store_failed", null, { error: describe(error) }));
      return refused(503, leadMessages.storeFailed);
    }
  }
}
