import { DeferredUtmBuilder } from "@/components/islands/utm-builder-deferred.client";
import { absoluteUrl } from "@/lib/seo/metadata";
import type { UtmParams } from "@/lib/utm";
import { copyIcons } from "@/components/ui/island-icons";

/** The link builder with a short explanation of what each tag is for. */
export function TrackedLink({ path, utm }: { path: string; utm: UtmParams }) {
  return (
    <div>
      <p className="max-w-3xl leading-relaxed text-muted">
        Every link we post carries UTM tags, so analytics can tell which post, network and campaign
        brought each visit and each request. The fields start with this post&apos;s recommended
        tags. Change Content when you test two versions of the same post, or put a partner&apos;s
        name there to credit a referral, then copy the link into the post or the ad&apos;s
        destination field.
      </p>
      <DeferredUtmBuilder
        copyIcons={copyIcons}
        url={absoluteUrl(path)}
        defaults={utm}
        className="mt-5"
      />
    </div>
  );
}
