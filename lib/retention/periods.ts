/**
 * How long every kind of stored data is kept: the one source the privacy notice, the statement
 * review page and the deletion job all read, so what the site says and what the server does
 * cannot drift apart. Change a period here and rebuild. The one setting, the days a statement
 * file is kept (STATEMENT_RETENTION_DAYS), is read at build time for the same reason: the pages
 * that state it are built ahead of time.
 */
import { readStatementDays } from "./statement-days";

export type RetentionPeriod = { amount: number; unit: "days" | "months" };

/** A statement review's details, and the comparison sent for it, which goes with its lead. */
const statementReview = { amount: 24, unit: "months" } as const;

export const retentionPeriods = {
  /** A statement sent for review: the file itself (the request's details follow `statement`). */
  statementFile: { amount: readStatementDays(process.env.STATEMENT_RETENTION_DAYS), unit: "days" },
  /** The details sent with a statement review (name, email, business, note). */
  statement: statementReview,
  /**
   * The comparison a specialist sent for a statement review, with its figures: stored on the lead
   * and deleted with it (on delete cascade), so on the lead's schedule by construction.
   */
  comparison: statementReview,
  contact: { amount: 24, unit: "months" },
  application: { amount: 12, unit: "months" },
  referral: { amount: 24, unit: "months" },
  download: { amount: 12, unit: "months" },
  /** The record of a lead's delivery to the team (channel, time, error), once sent or failed. */
  delivery: { amount: 90, unit: "days" },
  /** Who on the team downloaded which statement file, and when (the workspace's download log). */
  teamDownload: { amount: 90, unit: "days" },
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionKind = keyof typeof retentionPeriods;

/** "30 days", "24 months": a period as the copy states it. */
export function periodText({ amount, unit }: RetentionPeriod): string {
  return `${amount} ${amount === 1 ? unit.slice(0, -1) : unit}`;
}

/** The moment before which something stored under this period is due for deletion. */
export function cutoff({ amount, unit }: RetentionPeriod, now: Date): Date {
  const at = new Date(now);
  if (unit === "days") at.setUTCDate(at.getUTCDate() - amount);
  else at.setUTCMonth(at.getUTCMonth() - amount);
  return at;
}
