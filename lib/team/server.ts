import { serverEnv } from "@/lib/env";
import { clientAddress } from "@/lib/geo/client-address";
import { teamDb } from "./db";
import { addressSlot } from "@/lib/statements/address-slot";
import { fileRecords, statementVault } from "@/lib/statements/server";
import { createTeamFileDownload } from "./file-download";
import { createTeamLeads } from "./leads";
import { createPasskeys } from "./passkeys";
import { createRateLimit } from "./rate-limit";
import { createTeamSessions } from "./sessions";

// The workspace's outside world, wired once per process; pages and route handlers stay thin.

const db = () => teamDb(serverEnv());

export const teamSessions = createTeamSessions({ db });
export const passkeys = createPasskeys({ db });

/**
 * Sign-in and enrolment requests (two per sign-in): 20 over the current minute and the one before
 * per IPv4 address or IPv6 /64 (a line picks any address in its /64,
 * lib/statements/address-slot.ts), or for all unknown ones.
 */
const attempts = createRateLimit({ limit: 20, windowMs: 60_000 });
export const takeSignInAttempt = (headers: Headers) =>
  attempts.take(addressSlot(clientAddress(headers, serverEnv().TRUST_PROXY) ?? "unknown"));

export const teamLeads = createTeamLeads(db);

/** A lead's statement file for a signed-in member, logged (lib/team/file-download.ts). */
export const teamFileDownload = createTeamFileDownload({
  records: () => fileRecords(),
  open: async (storageKey) => (await statementVault()).open(storageKey),
  log: (fileId, leadId, email) => teamLeads.logDownload(fileId, leadId, email),
});
