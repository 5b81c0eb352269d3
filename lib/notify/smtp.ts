import type { SendMailOptions, SentMessageInfo, Transporter } from "nodemailer";

/** What the senders use of a transport: nodemailer's, opened on the first message. */
export interface SmtpTransport {
  sendMail(mail: SendMailOptions): Promise<SentMessageInfo>;
  close(): void;
}

/**
 * An SMTP transport whose connect, greeting and every socket wait end after `timeoutMs`.
 * nodemailer loads with the first message, not at server start: the lead outbox builds its
 * channels at start, and most processes send nothing for a long while (or never, without SMTP).
 */
export function smtpTransport(smtpUrl: string, timeoutMs: number): SmtpTransport {
  let opened: Promise<Transporter> | undefined;
  const open = () =>
    (opened ??= import("nodemailer").then((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      }),
    ));
  return {
    sendMail: async (mail) => (await open()).sendMail(mail),
    close: () => void opened?.then((transport) => transport.close()),
  };
}

/** The domain of a From address ("Name <a@b.example>" or "a@b.example"), for Message-IDs. */
export const senderDomain = (from: string) => /@([^@<>\s]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
