import { createTransport } from "nodemailer";

/** An SMTP transport whose connect, greeting and every socket wait end after `timeoutMs`. */
export function smtpTransport(smtpUrl: string, timeoutMs: number) {
  return createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

/** The domain of a From address ("Name <a@b.example>" or "a@b.example"), for Message-IDs. */
export const senderDomain = (from: string) => /@([^@<>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
