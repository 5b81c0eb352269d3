// Types for delivery-stand-in.cjs (CommonJS: Playwright require()s it from specs; the unit tests
// and the bench import it).
import type { ParsedMail } from "mailparser";

export type ReceivedMail = {
  subject: string;
  from: string;
  to: string;
  /** Addresses only, comma-separated. */
  replyTo: string;
  /** The `X-Lead-Id` header. */
  leadId: string | null;
  messageId: string | null;
  text: string;
  html: string;
  /** The header block exactly as it arrived, to look for injected lines. */
  rawHeaders: string;
  envelope: { from: string | undefined; to: string[] };
  /** Everything mailparser read, for checks of single headers and address names. */
  parsed: ParsedMail;
};

export type Mailbox = {
  url: string;
  messages: ReceivedMail[];
  /** Messages sent (DATA commands), whatever the answer. */
  readonly attempts: number;
  /** Connections opened. */
  readonly connections: number;
  mode: "accept" | "refuse" | "defer" | "drop" | "hang" | "slow";
  up(): Promise<void>;
  down(): Promise<void>;
  close(): Promise<void>;
};

export type ReceivedWebhook = {
  method: string | undefined;
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  json: unknown;
  leadId: string | null;
  signatureValid: boolean;
};

export type WebhookReceiver = {
  url: string;
  secret: string;
  deliveries: ReceivedWebhook[];
  attempts: { mode: string; leadId: string | null; at: number }[];
  mode: "accept" | "fail" | "drop" | "hang";
  up(): Promise<void>;
  down(): Promise<void>;
  close(): Promise<void>;
};

export function verifySignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  toleranceS?: number,
): boolean;
export function startMailbox(options?: {
  user?: string;
  pass?: string;
  port?: number;
  /** How long "slow" keeps a new connection waiting for the greeting. */
  slowMs?: number;
}): Promise<Mailbox>;
export function startWebhookReceiver(options: {
  secret: string;
  port?: number;
}): Promise<WebhookReceiver>;
export function until<T>(
  check: () => T | Promise<T>,
  options?: { timeoutMs?: number; what?: string },
): Promise<T>;
