import { DeferredReferralLinkBuilder } from "@/components/islands/referral-link-deferred.client";
import { applyPath } from "@/content/navigation";
import { referralLinkCopy } from "@/content/pages/friends";
import { absoluteUrl } from "@/lib/seo/metadata";
import { copyIcons } from "@/components/ui/island-icons";

/** The referral link a referrer shares, beside the referral form. */
export function ReferralLinkBox() {
  return (
    <div id="referral-link" className="scroll-mt-24 rounded-2xl bg-surface p-6 ring-1 ring-line">
      <h2 className="text-lg font-bold text-brand-900">{referralLinkCopy.heading}</h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{referralLinkCopy.body}</p>
      <div className="mt-4">
        <DeferredReferralLinkBuilder copyIcons={copyIcons} landingUrl={absoluteUrl(applyPath)} />
      </div>
    </div>
  );
}
