import type { StatementRead } from "@/lib/statements/figures/types";
import { storableRead } from "@/lib/statements/figures/stored";
import type { LeadFields, LeadKind } from "./definition";

/** A validated lead as the store receives it. */
export type LeadRecord = LeadFields & {
  kind: LeadKind;
  /** HMAC of the visitor's address, or null when the address cannot be trusted. */
  addressHash: string | null;
  idempotencyKey: string;
};

/** What `submit_lead` answers; anything else is a store failure. */
export const submitResults = ["stored", "duplicate", "rate_limited", "busy"] as const;
export type SubmitResult = (typeof submitResults)[number];

/** How long a submission may wait for the store before the visitor is asked to send again. */
export const submitTimeoutMs = 8_000;

/** Where leads go: Supabase or the embedded PGlite database, both through `submit_lead`. */
export type LeadStore = {
  readonly name: "supabase" | "pglite";
  /** Resolves once the lead is committed (or known); rejects when the store failed. */
  submit(lead: LeadRecord): Promise<SubmitResult>;
  /** Stores a statement-review lead and its files' records in one transaction. */
  submitStatement(lead: LeadRecord, files: readonly StatementFileRecord[]): Promise<SubmitResult>;
  /** Whether this address may send a lead now (asked before an upload's body is read). */
  rateCheck(addressHash: string | null): Promise<RateCheckResult>;
};

/** Checks the function's answer, so a surprise never reads as success. */
export function toSubmitResult(value: unknown): SubmitResult {
  if (typeof value === "string" && (submitResults as readonly string[]).includes(value)) {
    return value as SubmitResult;
  }
  throw new Error(`submit_lead answered an unexpected value: ${JSON.stringify(value)}`);
}

/** The named parameters of `submit_lead`, shared by both stores. */
export function submitLeadParams(lead: LeadRecord) {
  return {
    p_kind: lead.kind,
    p_name: lead.name,
    p_email: lead.email,
    p_phone: lead.phone,
    p_business_name: lead.businessName,
    p_payload: lead.payload,
    p_address_hash: lead.addressHash,
    p_idempotency_key: lead.idempotencyKey,
  };
}

/** What `lead_rate_check` answers before an upload is read: the caps of `submit_lead`. */
export const rateCheckResults = ["ok", "rate_limited", "busy"] as const;
export type RateCheckResult = (typeof rateCheckResults)[number];

/** Checks the function's answer, so a surprise never reads as "ok". */
export function toRateCheckResult(value: unknown): RateCheckResult {
  if (typeof value === "string" && (rateCheckResults as readonly string[]).includes(value)) {
    return value as RateCheckResult;
  }
  throw new Error(`lead_rate_check answered an unexpected value: ${JSON.stringify(value)}`);
}

/** One stored statement file as `submit_statement_lead` records it beside its lead. */
export type StatementFileRecord = {
  id: string;
  /** The encrypted blob's opaque key in the file store. */
  key: string;
  /** Sanitised display text, never a path. */
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  /** Its figures as the inspection worker read them; stored with the file, deleted with it. */
  read?: StatementRead;
};

/** The named parameters of `submit_statement_lead`, shared by both stores. */
export function submitStatementParams(lead: LeadRecord, files: readonly StatementFileRecord[]) {
  const params: Partial<ReturnType<typeof submitLeadParams>> = submitLeadParams(lead);
  delete params.p_kind;
  return {
    ...params,
    p_files: files.map(({ id, key, name, mediaType, size, sha256, read }) => ({
      id,
      key,
      name,
      type: mediaType,
      size,
      sha256,
      read: storableRead(read),
    })),
  };
}
