import { serverEnv } from "@/lib/env";
import { clientAddress } from "@/lib/geo/client-address";
import { teamDb } from "./db";
import { createPasskeys } from "./passkeys";
import { createRateLimit } from "./rate-limit";
import { createTeamSessions } from "./sessions";

// The workspace's outside world, wired once per process; pages and route handlers stay thin.

const db = () => teamDb(serverEnv());

export const teamSessions = createTeamSessions({ db });
export const passkeys = createPasskeys({ db });

/** Sign-in and enrolment attempts: 10 a minute per address (or for all unknown addresses). */
const attempts = createRateLimit({ limit: 10, windowMs: 60_000 });
export const takeSignInAttempt = (headers: Headers) =>
  attempts.take(clientAddress(headers, serverEnv().TRUST_PROXY) ?? "unknown");
