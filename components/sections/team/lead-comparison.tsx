import { ComparisonBuilder } from "@/components/islands/comparison-builder.client";
import { ComparisonPreview } from "@/components/islands/comparison/comparison-preview";
import type { StoredComparison } from "@/lib/comparison/store";
import { centralTime } from "@/lib/notify/lead-message";

const deliveryText = (delivery: StoredComparison["delivery"]) =>
  !delivery
    ? ""
    : delivery.status === "sent"
      ? ` The email was delivered to the merchant's mail server ${centralTime(delivery.deliveredAt ?? new Date())}.`
      : delivery.status === "failed"
        ? " The email could not be delivered; see the outbox (npm run leads:outbox)."
        : " The email is on its way (the outbox retries until it is delivered).";

/** A statement lead's comparison: the builder until it is sent, then what was sent and when. */
export function LeadComparison({
  leadId,
  sent,
}: {
  leadId: number;
  sent: StoredComparison | null;
}) {
  return (
    <section aria-labelledby="comparison-heading" className="mt-10">
      <h2 id="comparison-heading" className="text-lg font-bold text-brand-900">
        The comparison
      </h2>
      {sent ? (
        <div className="mt-3 space-y-4">
          <p className="text-slate-800">
            Sent {centralTime(sent.sentAt)} by {sent.member.name} ({sent.member.email}), to the
            email address on this lead.{deliveryText(sent.delivery)}
          </p>
          <ComparisonPreview figures={sent.figures} />
        </div>
      ) : (
        <div className="mt-3">
          <ComparisonBuilder leadId={String(leadId)} action={`/team/leads/${leadId}/comparison`} />
        </div>
      )}
    </section>
  );
}
