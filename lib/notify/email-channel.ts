import type { Channel, ClaimedDelivery } from "@/lib/leads/outbox/types";
import type { FileLinker } from "@/lib/statements/lead-files";
import { emailHtml, emailText } from "./email-body";
import { leadMessage, oneLine } from "./lead-message";
import { notificationFiles, type LeadFigures, type WorkspaceLink } from "./message-files";
import { senderDomain, smtpTransport } from "./smtp";

export type EmailSettings = {
  smtpUrl: string;
  to: string[];
  from: string;
  timeoutMs?: number;
  /** Signs a statement file's download link; needed for leads that carry files. */
  fileLinks?: FileLinker;
  /** The lead's workspace page, which replaces the file links once team sign-in is set up. */
  workspace?: WorkspaceLink;
  /** What was read from a statement lead's files, listed under each file. */
  figures?: LeadFigures;
};

/**
 * The Message-ID of a delivery's email, the same on every attempt: the delivery and lead ids,
 * and the lead's time in milliseconds, so another deployment's lead of the same ids differs.
 */
export const deliveryMessageId = ({ id, lead }: ClaimedDelivery, domain: string) =>
  `<lead-${lead.id}.delivery-${id}.${lead.submittedAt.getTime()}@${domain}>`;

/**
 * Email to the team through SMTP. Reply-To is the visitor, so answering reaches them; nothing is
 * ever sent to the visitor's address. Everything that reaches a header goes through oneLine()
 * (and nodemailer encodes it), so a CR/LF in a name cannot add a header. A send is aborted by its
 * signal (the worker's deadline), so it cannot complete after its row was handed to a retry.
 */
export function createEmailChannel({
  smtpUrl,
  to,
  from,
  timeoutMs = 10_000,
  fileLinks,
  workspace,
  figures,
}: EmailSettings) {
  const transport = smtpTransport(smtpUrl, timeoutMs);
  const domain = senderDomain(from);
  const channel: Channel = {
    async send(delivery, signal) {
      const { lead } = delivery;
      const { files, workspaceUrl } = await notificationFiles(lead, fileLinks, workspace, figures);
      const message = leadMessage(lead, files, workspaceUrl);
      await transport.sendMail({
        from,
        to,
        messageId: deliveryMessageId(delivery, domain), // a receiver can drop a second copy
        signal,
        replyTo: { name: oneLine(lead.name, 120), address: oneLine(lead.email, 254) },
        subject: message.subject,
        headers: { "X-Lead-Id": String(lead.id) },
        text: emailText(message, lead.id),
        html: emailHtml(message, lead.id),
      });
    },
    close: () => transport.close(),
  };
  return channel;
}
