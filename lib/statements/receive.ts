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
import { derivedKey } from "./derived-keys";
import { displayName } from "./display-name";
import { createStatementDownload } from "./download";
import { inspectStatement } from "./inspect";
import { inspectInWorker } from "./worker/inspect-in-worker";
import { createStatementIntake, uploadBodyLimit } from "./intake";
import { discardRest } from "./parse-upload";
import { statementPaths } from "./paths";
import { sealRetryState } from "./retry-cookie";
import { fileRecords, statementMasterKey, statementVault, uploadFiles } from "./server";
import { sniffKind } from "./sniff";
import type { StatementFiles } from "./types";
import { uploadResponse, wantsJson } from "./upload-response";

// The statement review's outside world, wired once per process; the route handlers stay thin.

let files: Promise<StatementFiles> | undefined;

const intake = createStatementIntake({
  allowed: isVisitorAllowed,
  async addressHash(headers) {
    const env = serverEnv();
    const address = clientAddress(headers, env.TRUST_PROXY);
    if (!address) return null;
    return hashAddress(address, await addressHashSecret(env.LEADS_HASH_SECRET, env.DATA_DIR));
  },
  store: () => leadStore(),
  files: () => (files ??= statementVault().then(uploadFiles)),
  sniff: sniffKind,
  inspect: (bytes) => inspectStatement(bytes, { content: inspectInWorker }),
  displayName: (original, kind) => displayName(original, kind as Parameters<typeof displayName>[1]),
  origin: async (headers) => leadOrigin(headers.get("referer")),
  onStored: nudgeLeadOutbox,
});

/**
 * Answers one statement upload. What is left of a refused body is read and thrown away after the
 * answer is known (browsers show an answer only once their upload is done), unless the body says
 * it is larger than any upload may be, which is not read at all.
 */
export async function receiveStatement(headers: Headers, body: Readable): Promise<Response> {
  const answer = await intake({ headers, body });
  if (!body.readableEnded) {
    if (Number(headers.get("content-length") ?? 0) > uploadBodyLimit) body.destroy();
    else discardRest(body, uploadBodyLimit);
  }
  const key = derivedKey(await statementMasterKey(), "retry-cookie");
  const secure = (headers.get("x-forwarded-proto") ?? "").split(",")[0]?.trim() === "https";
  return uploadResponse(answer, {
    json: wantsJson(headers),
    sealed: () => sealRetryState(answer.state, key),
    secure,
  });
}

/** Serves a stored statement by its signed link, or explains why the link no longer works. */
export const downloadStatement = createStatementDownload({
  masterKey: () => statementMasterKey(),
  records: () => fileRecords(),
  open: async (storageKey) => (await statementVault()).open(storageKey),
  page: () => {
    const html = prerenderedPage(statementPaths.linkExpired);
    return html ? { html, csp: contentSecurityPolicy(statementPaths.linkExpired) } : null;
  },
});
