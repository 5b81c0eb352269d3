import { describe } from "@/lib/leads/intake";
import { openSentLead, sentCookieSeconds } from "../sent-cookie";
import { merchantFile, type MerchantFile } from "./merchant-view";
import type { FigureStore } from "./store";

export type SentFilesDeps = {
  /** The sent cookie's key; asked only when a cookie came with the request. */
  key: () => Promise<Buffer>;
  store: () => Promise<Pick<FigureStore, "sent">>;
  now?: () => number;
  log?: Pick<Console, "error">;
};

/** A store slower than the cookie's commit: the lead is at most this much older than its cookie. */
const commitSlackMs = 60_000;

/**
 * The files of the sender's own statement lead, as their page shows them: `null` without a valid
 * cookie (any other visitor, or the same address without it, sees the page as everyone does);
 * `{ files: null }` when the store failed just now (logged without a figure, never thrown).
 */
export function createSentFiles({ key, store, now = Date.now, log = console }: SentFilesDeps) {
  return async function sentFiles(
    sealed: string | undefined,
  ): Promise<{ files: MerchantFile[] | null } | null> {
    if (!sealed) return null;
    try {
      const lead = openSentLead(sealed, await key(), now());
      if (!lead) return null;
      const since = new Date(now() - sentCookieSeconds * 1000 - commitSlackMs);
      const files = await (await store()).sent(lead, since);
      return files.length ? { files: files.map(merchantFile) } : null;
    } catch (error) {
      log.error(JSON.stringify({ event: "statement_figures_failed", error: describe(error) }));
      return { files: null };
    }
  };
}
