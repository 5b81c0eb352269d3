import { PageShell } from "@/components/layout/page-shell";
import { CopyFields } from "@/components/sections/collateral/copy-fields";
import { ShotList } from "@/components/sections/collateral/shot-list";
import { UsageTips } from "@/components/sections/collateral/usage-tips";
import { VideoPreview } from "@/components/sections/collateral/video-preview";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { tiktokCopy, tiktokPost, tiktokShots, tiktokTips } from "@/content/collateral/tiktok-video";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/tiktok-video";

export const metadata = pageMetadata(path);

export default function TiktokVideoPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={tiktokCopy} aside={<VideoPreview />} />
      <ShotList shots={tiktokShots} />
      <CopyFields
        title="Words for the post and the voice-over"
        titleId="post-copy-title"
        fields={[
          { id: "post-caption", label: "Post caption", text: tiktokPost.caption },
          { id: "post-hashtags", label: "Hashtags", text: tiktokPost.hashtags.join(" ") },
          {
            id: "voiceover-script",
            label: "Voice-over script",
            text: tiktokShots.map((shot) => shot.voiceover).join("\n"),
          },
        ]}
      />
      <UsageTips title="Shooting and posting notes" tips={tiktokTips} />
      <CtaBand cta={tiktokCopy.cta} />
    </PageShell>
  );
}
