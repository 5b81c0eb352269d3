import { ComparisonBuilder } from "@/components/islands/comparison-builder.client";
import { ComparisonPreview } from "@/components/islands/comparison/comparison-preview";
import type { StoredComparison } from "@/lib/comparison/store";
import { centralTime } from "@/lib/notify/lead-message";
import type { ComparisonPrefill } from "@/lib/statements/figures/prefill";

const deliveryText = (delivery: StoredComparison["delivery"]) =>
  !delivery
    ? ""
    : delivery.status === "sent"
      ? ` The email was delivered to the merchant's mail server ${centralTime(delivery.deliveredAt ?? new Date())}.`
      : delivery.status === "failed"
        ? " The email could not be delivered; see the outbox (npm run leads:outbox)."
        : " The email is on its way (the outbox retries until it is delivered).";

/**
 * A statement lead's comparison: the builder until it is sent (starting from the figures a file's
 * own sums confirm, where there are some), then what was sent and when.
 */
export function LeadComparison({
  leadId,
  sent,
  prefill,
}: {
  leadId: number;
  sent: StoredComparison | null;
  prefill?: ComparisonPrefill | null;
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
          {prefill && (
            <p className="mb-4 text-slate-800">
              Started from {prefill.file}: the figures its own sums confirm are marked “Read from
              the file”. Check each against the file; whatever you change is marked “Typed”.
            </p>
          )}
          <ComparisonBuilder
            leadId={String(leadId)}
            action={`/team/leads/${leadId}/comparison`}
            defaults={prefill?.defaults}
            read={prefill?.read}
          />
        </div>
      )}
    </section>
  );
}
