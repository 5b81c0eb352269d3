import { serverEnv } from "@/lib/env";
import { teamDb } from "@/lib/team/db";
import { cookieKey } from "../cookie-keys";
import { createSentFiles } from "./sent-files";
import { createFigureStore } from "./store";

// The figures' outside world, wired once per process; the pages stay thin.

/** The stored figures, through the service-role functions of the configured lead store. */
export const figureStore = createFigureStore(() => teamDb(serverEnv()));

/** The sender's own files for /statement-review/sent, from their sealed cookie. */
export const sentFiles = createSentFiles({
  key: () => cookieKey("sent-cookie"),
  store: async () => figureStore,
});
