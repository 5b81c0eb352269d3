import { z } from "zod";
import { site } from "@/content/site";

// The lead-notification variables, spread into the server schema in lib/env.ts.

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a URL is https, or plain http on this machine (a test receiver). */
export const isHttpsOrLocal = (value: string) =>
  new URL(value).protocol === "https:" || localHosts.has(new URL(value).hostname);
const emailAddress = z.email();

/** "Name <a@b.c>" or "a@b.c", the forms nodemailer accepts for From. */
const mailbox = /^(?:[^<>\r\n]{1,100}<([^<>\s]+)>|([^<>\s]+))$/;

export const notifyEnvShape = {
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: "SMTP_URL must be smtp://user:pass@host:587 or smtps://user:pass@host:465",
    })
    .optional(),
  LEADS_NOTIFY_TO: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.length > 0 && list.every((item) => emailAddress.safeParse(item).success),
      "LEADS_NOTIFY_TO must be one or more email addresses, separated by commas",
    )
    .optional(),
  LEADS_NOTIFY_FROM: z
    .string()
    .refine((value) => {
      const match = mailbox.exec(value.trim());
      return Boolean(match && emailAddress.safeParse(match[1] ?? match[2]).success);
    }, 'LEADS_NOTIFY_FROM must be an address such as "Website <no-reply@example.com>"')
    .default(`${site.shortName} website <no-reply@${site.email.split("@")[1]}>`),
  LEADS_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, error: "LEADS_WEBHOOK_URL must be an absolute https URL" })
    .refine(
      isHttpsOrLocal,
      "LEADS_WEBHOOK_URL must use https (http only for localhost, 127.0.0.1 or [::1])",
    )
    .optional(),
  LEADS_WEBHOOK_SECRET: z
    .string()
    .min(32, "LEADS_WEBHOOK_SECRET needs at least 32 characters (try `openssl rand -hex 32`)")
    .optional(),
  LEADS_RETRY_BASE_MS: z.coerce
    .number({ error: "LEADS_RETRY_BASE_MS must be a number of milliseconds" })
    .int()
    .min(100, "LEADS_RETRY_BASE_MS must be at least 100")
    .max(3_600_000, "LEADS_RETRY_BASE_MS must be at most 3600000 (1 hour)")
    .default(30_000),
  LEADS_RETRY_FOR_MS: z.coerce
    .number({ error: "LEADS_RETRY_FOR_MS must be a number of milliseconds" })
    .int()
    .min(1_000, "LEADS_RETRY_FOR_MS must be at least 1000")
    .default(86_400_000),
  LEADS_OUTBOX_POLL_MS: z.coerce
    .number({ error: "LEADS_OUTBOX_POLL_MS must be a number of milliseconds" })
    .int()
    .min(100, "LEADS_OUTBOX_POLL_MS must be at least 100")
    .max(600_000, "LEADS_OUTBOX_POLL_MS must be at most 600000")
    .default(5_000),
};

type NotifyEnv = {
  SMTP_URL?: string;
  LEADS_NOTIFY_TO?: string[];
  LEADS_WEBHOOK_URL?: string;
  LEADS_WEBHOOK_SECRET?: string;
};

/** Rules across variables; each message names the variables to set. */
export function notifyEnvProblems(env: NotifyEnv): string[] {
  const problems: string[] = [];
  if (env.SMTP_URL && !env.LEADS_NOTIFY_TO) {
    problems.push(
      "LEADS_NOTIFY_TO: SMTP_URL is set, so LEADS_NOTIFY_TO must say who gets the email",
    );
  }
  if (env.LEADS_NOTIFY_TO && !env.SMTP_URL) {
    problems.push("SMTP_URL: LEADS_NOTIFY_TO is set, but there is no SMTP_URL to send through");
  }
  if (Boolean(env.LEADS_WEBHOOK_URL) !== Boolean(env.LEADS_WEBHOOK_SECRET)) {
    problems.push("LEADS_WEBHOOK_SECRET: set both LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET");
  }
  return problems;
}
