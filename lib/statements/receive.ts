import type { Readable } from "node:stream";
import { serverEnv } from "@/lib/env";
import { clientAddress } from "@/lib/geo/client-address";
import { isVisitorAllowed } from "@/lib/geo/gate";
import { addressHashSecret, hashAddress } from "@/lib/leads/address-hash";
import { leadOrigin } from "@/lib/leads/lead-origin";
import { leadStore } from "@/lib/leads/lead-store";
import { nudgeLeadOutbox } from "@/lib/leads/outbox/start";
import { prerenderedPage } from "@/lib/prerendered-page";
import { contentSecurityPolicy } from "@/lib/security/csp";
import { cookieKey } from "./cookie-keys";
import { displayName } from "./display-name";
import { addressSlot } from "./address-slot";
import { createStatementDownload } from "./download";
import { inspectStatement } from "./inspect";
import { inspectInWorker } from "./worker/inspect-in-worker";
import { createStatementIntake, uploadBodyLimit } from "./intake";
import { discardRest } from "./discard-rest";
import { statementPaths } from "./paths";
import { sealRetryState } from "./retry-cookie";
import { sealSentLead } from "./sent-cookie";
import { fileRecords, statementKeys, statementVault, uploadFiles } from "./server";
import { sniffKind } from "./sniff";
import type { StatementFiles } from "./types";
import { uploadResponse, wantsJson } from "./upload-response";

// The statement review's outside world, wired once per process; the route handlers stay thin.

let files: Promise<StatementFiles> | undefined;

const intake = createStatementIntake({
  allowed: isVisitorAllowed,
  addressHash: (headers) => hashed(headers, (address) => address),
  addressSlot: (headers) => hashed(headers, addressSlot),
  store: () => leadStore(),
  files: () => (files ??= statementVault().then(uploadFiles)),
  sniff: sniffKind,
  inspect: (bytes) => inspectStatement(bytes, { content: inspectInWorker }),
  displayName: (original, kind) => displayName(original, kind as Parameters<typeof displayName>[1]),
  origin: async (headers) => leadOrigin(headers.get("referer")),
  onStored: nudgeLeadOutbox,
});

/** The client address, or the slot it counts under, as an HMAC; null when it is unknown. */
async function hashed(headers: Headers, part: (address: string) => string) {
  const env = serverEnv();
  const address = clientAddress(headers, env.TRUST_PROXY);
  if (!address) return null;
  return hashAddress(part(address), await addressHashSecret(env.LEADS_HASH_SECRET, env.DATA_DIR));
}

/**
 * Answers one statement upload. What is left of a refused body is read and thrown away after the
 * answer is known (browsers show an answer only once their upload is done). A body that stalled,
 * passed the limit, or declared no length (no browser sends a form chunked) is not read further:
 * the connection closes with the answer.
 */
export async function receiveStatement(headers: Headers, body: Readable): Promise<Response> {
  let answer = await intake({ headers, body });
  if (!body.readableEnded) {
    if (!headers.has("content-length")) answer = { ...answer, close: true };
    if (answer.close) body.destroy();
    else discardRest(body, uploadBodyLimit);
  }
  const [retryKey, sentKey] = await Promise.all([
    cookieKey("retry-cookie"),
    cookieKey("sent-cookie"),
  ]);
  const secure = (headers.get("x-forwarded-proto") ?? "").split(",")[0]?.trim() === "https";
  return uploadResponse(answer, {
    json: wantsJson(headers),
    sealed: () => sealRetryState(answer.state, retryKey),
    sealedSent: (idempotencyKey) => sealSentLead(idempotencyKey, sentKey),
    secure,
  });
}

// A downloader's address as leads store theirs: HMAC-SHA-256 under the leads' secret.
async function downloaderHash(headers: Headers): Promise<string | null> {
  const env = serverEnv();
  const address = clientAddress(headers, env.TRUST_PROXY);
  if (!address) return null;
  return hashAddress(address, await addressHashSecret(env.LEADS_HASH_SECRET, env.DATA_DIR));
}

/**
 * A stored statement by its signed link: `show` (GET) answers the page with the button, `send`
 * (its same-origin POST) the file; both explain a link that no longer works.
 */
export const downloadStatement = createStatementDownload({
  masterKeys: () => statementKeys(),
  addressHash: downloaderHash,
  records: () => fileRecords(),
  open: async (storageKey) => (await statementVault()).open(storageKey),
  page: () => {
    const html = prerenderedPage(statementPaths.linkExpired);
    return html ? { html, csp: contentSecurityPolicy(statementPaths.linkExpired) } : null;
  },
});
