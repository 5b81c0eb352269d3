import type { StatementRead, UnreadReason } from "./types";

/**
 * A file whose figures are not read, and why. A module of its own, so the main thread can say
 * "a photo" without loading the readers, which run only in the inspection worker (read.ts).
 */
export const unread = (reason: UnreadReason): StatementRead => ({ read: false, reason });
