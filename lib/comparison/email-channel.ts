import type { Channel, DeliveryLead } from "@/lib/leads/outbox/types";
import { oneLine } from "@/lib/notify/lead-message";
import { senderDomain, smtpTransport } from "@/lib/notify/smtp";
import { comparisonEmailHtml, comparisonEmailText } from "./email";
import { comparisonLetter } from "./letter";
import type { ComparisonStore } from "./store";

export type ComparisonEmailSettings = {
  smtpUrl: string;
  from: string;
  /** The public origin, for the links to the site's explanations. */
  siteUrl: string;
  comparisons: () => Promise<Pick<ComparisonStore, "get">>;
  timeoutMs?: number;
};

/**
 * The Message-ID of a lead's comparison email, the same on every attempt (a lead has one
 * comparison), with the lead's time so another deployment's lead of the same id differs.
 */
export const comparisonMessageId = (lead: DeliveryLead, domain: string) =>
  `<comparison-${lead.id}.${lead.submittedAt.getTime()}@${domain}>`;

/**
 * The merchant's comparison, by SMTP, to the lead's own address and nowhere else: the HTML and
 * text of the letter and its PDF. Reply-To is the team member who sent it. The statement itself
 * is never attached: only the PDF made here from the recorded figures.
 */
export function createComparisonEmailChannel(settings: ComparisonEmailSettings): Channel {
  const { smtpUrl, from, siteUrl, timeoutMs = 10_000 } = settings;
  const transport = smtpTransport(smtpUrl, timeoutMs);
  const domain = senderDomain(from);
  let store: ReturnType<typeof settings.comparisons> | null = null;
  return {
    async send({ lead }, signal) {
      if (lead.kind !== "statement") throw new Error("a comparison is only for a statement lead");
      store ??= settings.comparisons().catch((error: unknown) => {
        store = null;
        throw error;
      });
      const comparison = await (await store).get(lead.id);
      if (!comparison) throw new Error(`lead ${lead.id} has no comparison on record`);
      const { member } = comparison;
      const letter = comparisonLetter(
        comparison.figures,
        { merchant: { name: lead.name, businessName: lead.businessName }, specialist: member },
        siteUrl,
      );
      // pdf-lib loads with the first comparison, not at server start.
      const { comparisonPdf } = await import("./pdf");
      const pdf = await comparisonPdf(letter, comparison.sentAt);
      await transport.sendMail({
        from,
        to: { name: oneLine(lead.name, 120), address: oneLine(lead.email, 254) },
        replyTo: { name: oneLine(member.name, 120), address: oneLine(member.email, 254) },
        messageId: comparisonMessageId(lead, domain), // a receiver can drop a second copy
        signal,
        subject: letter.subject,
        headers: { "X-Lead-Id": String(lead.id) },
        text: comparisonEmailText(letter),
        html: comparisonEmailHtml(letter),
        attachments: [
          {
            filename: `comparison-${comparison.figures.month}.pdf`,
            content: Buffer.from(pdf),
            contentType: "application/pdf",
          },
        ],
      });
    },
    close: () => transport.close(),
  };
}
