import { centralTime } from "@/lib/notify/lead-message";
import { smtpTransport } from "@/lib/notify/smtp";
import type { InviteMailer } from "./members";

/** Emails an enrolment link through the lead notifications' SMTP server and sender. */
export function inviteMailer(smtpUrl: string, from: string, timeoutMs = 10_000): InviteMailer {
  return async (to, link, expiresAt) => {
    const transport = smtpTransport(smtpUrl, timeoutMs);
    try {
      await transport.sendMail({
        from,
        to,
        subject: "Your sign-in to the team workspace",
        text: [
          "You have been added to the team workspace.",
          "",
          "Open this link on the device you will sign in with, and create a passkey:",
          link,
          "",
          `The link works once, until ${centralTime(expiresAt)}.`,
          "If you did not expect it, ignore this email.",
          "",
        ].join("\n"),
      });
    } finally {
      transport.close();
    }
  };
}
