import type { LeadKind } from "@/lib/leads/definition";
import { splitPayload, type LeadOrigin } from "@/lib/leads/lead-origin";
import type { DeliveryLead } from "@/lib/leads/outbox/types";
import type { StatementRead } from "@/lib/statements/figures/types";
import type { LeadFile } from "@/lib/statements/lead-files";
import { visibleText } from "@/lib/text";
import { officeWindowText } from "@/lib/walkthrough/format";
import type { WindowInterval } from "@/lib/walkthrough/windows";

const labels: Record<LeadKind, string> = {
  contact: "contact request",
  application: "application",
  referral: "referral",
  download: "guide download",
  statement: "statement review request",
};

/**
 * A file as a message lists it: its signed link and expiry, or the workspace page (no expiry),
 * and what was read from it (null: nothing stored, as for a file sent before statements were read).
 */
export type MessageFile = LeadFile & {
  url: string;
  expiresAt: Date | null;
  read?: StatementRead | null;
};

/** One line of the message: a readable label and the visitor's answer as text. */
export type MessageRow = { label: string; value: string };

/** Everything a notification says, built once for every channel. */
export type LeadMessage = {
  subject: string;
  rows: MessageRow[];
  origin: LeadOrigin | null;
  /** The submission time in Central time, e.g. "Wed, Nov 25, 2026, 7:02 AM CST". */
  receivedAt: string;
  /** A statement review's files, each with its signed download link or the workspace page. */
  files: MessageFile[];
  /** The lead's page in the team workspace, when team sign-in is set up. */
  workspaceUrl: string | null;
};

/**
 * Text for one line or a mail header: no control, invisible or direction-changing characters
 * (they could break the header or disguise a name), whitespace as single spaces, and no "=?",
 * which a mail reader would decode as an encoded word (RFC 2047) and so show what nobody typed.
 */
export function oneLine(text: string, max = 200): string {
  const flat = visibleText(text).replace(/\s+/g, " ").replaceAll("=?", "= ?").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** "monthlyVolume" → "Monthly volume". */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z\d])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A time window of the payload, such as a walkthrough's preferred times: ISO moments. */
const isInterval = (value: unknown): value is WindowInterval =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as WindowInterval).start === "string" &&
  typeof (value as WindowInterval).end === "string" &&
  !Number.isNaN(Date.parse((value as WindowInterval).start));

/** An answer as a person reads it: lists of windows one per line, in Central time. */
function asText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value) && value.length > 0 && value.every(isInterval)) {
    return value.map((window, index) => `${index + 1}. ${officeWindowText(window)}`).join("\n");
  }
  if (Array.isArray(value)) return value.map(asText).join(", ");
  if (isInterval(value)) return officeWindowText(value);
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([key, entry]) => `${fieldLabel(key)}: ${asText(entry)}`)
      .join("; ");
  }
  return String(value);
}

const central = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/Chicago",
  dateStyle: "medium",
  timeStyle: "short",
});

/** A moment in Central time, as the team reads it. */
export const centralTime = (at: Date) => `${central.format(at)} Central time`;

export function leadMessage(
  lead: DeliveryLead,
  files: MessageFile[] = [],
  workspaceUrl: string | null = null,
): LeadMessage {
  const { origin, fields } = splitPayload(lead.payload);
  const who = lead.businessName?.trim() || lead.name;
  const rows: MessageRow[] = [
    { label: "Name", value: lead.name },
    { label: "Email", value: lead.email },
    { label: "Phone", value: asText(lead.phone) },
    ...(lead.businessName ? [{ label: "Business name", value: lead.businessName }] : []),
    ...Object.entries(fields).map(([key, value]) => ({
      label: fieldLabel(key),
      value: asText(value),
    })),
  ];
  return {
    subject: oneLine(`New ${labels[lead.kind]}: ${who}`, 150),
    rows,
    origin,
    receivedAt: centralTime(lead.submittedAt),
    files,
    workspaceUrl,
  };
}
