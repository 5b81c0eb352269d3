import type { AdConcept } from "@/content/collateral/types";
import { CopyFields } from "./copy-fields";

/** The words that run with the video, each ready to paste into the ad manager. */
export function AdCopy({ copy }: { copy: AdConcept["copy"] }) {
  return (
    <CopyFields
      title="Copy to run with the video"
      titleId="ad-copy-title"
      fields={[
        { id: "ad-headline", label: "Headline", text: copy.headline },
        { id: "ad-primary-text", label: "Primary text", text: copy.primaryText },
        { id: "ad-call-to-action", label: "Button", text: copy.callToAction },
        { id: "ad-hashtags", label: "Hashtags", text: copy.hashtags.join(" ") },
      ]}
    />
  );
}
