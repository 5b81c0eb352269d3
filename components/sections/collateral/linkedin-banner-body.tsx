import { DeferredCopyButton } from "@/components/islands/copy-button-deferred.client";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import {
  bannerVariants,
  linkedinBannerPage as page,
} from "@/content/collateral/social/linkedin-banner";
import { Band } from "./band";
import { BannerSafeZones } from "./banner-safe-zones";
import { ImageDownload } from "./image-download";
import { ProfileHeaderPreview } from "./profile-header-preview";
import { TrackedLink } from "./tracked-link";
import { copyIcons } from "@/components/ui/island-icons";

const [profile, cover] = bannerVariants;
const texts = [
  { id: "tagline", label: "Tagline", text: page.tagline, limit: 120 },
  { id: "overview", label: "Overview", text: page.overview, limit: 2000 },
];

/** The banner page under its <h1>: downloads, previews, safe zones, page texts, upload steps. */
export function LinkedinBannerBody() {
  if (!profile || !cover)
    throw new Error("The LinkedIn banner page needs the banner and the cover.");
  return (
    <>
      <PageIntro
        path={page.path}
        copy={page.copy}
        aside={
          <div className="rounded-xl border border-line bg-white p-5 shadow-sm">
            <h2 className="text-lg font-bold text-brand-900">Downloads</h2>
            <ul className="mt-3 space-y-4 text-sm">
              {bannerVariants.map((variant) => (
                <li key={variant.image.file}>
                  <p className="text-muted">{variant.use}</p>
                  <ImageDownload image={variant.image} className="mt-2" />
                </li>
              ))}
            </ul>
          </div>
        }
      />
      <Band id="preview-title" title="How it looks on LinkedIn">
        <div className="grid gap-10">
          <ProfileHeaderPreview
            image={profile.image}
            kind="profile"
            caption="A team member's profile on a computer: the round photo covers the bottom-left of the 1584 × 396 banner."
          />
          <ProfileHeaderPreview
            image={cover.image}
            kind="company"
            caption="The company page on a computer: the square logo covers the bottom-left of the 1128 × 191 cover."
          />
        </div>
      </Band>
      <Band id="zones-title" title="Safe zones" tinted>
        <p className="max-w-3xl leading-relaxed text-muted">
          The zones are approximate, with a margin on every side, because LinkedIn adjusts its
          layouts from time to time. Keep the rule rather than the pixels: nothing readable in the
          bottom-left corner, nothing essential outside the centre band, and check the live page on
          a phone and a computer after every upload.
        </p>
        <div className="mt-8 grid gap-12">
          <BannerSafeZones
            image={profile.image}
            zones={profile.zones}
            title="Profile banner, 1584 × 396"
          />
          <BannerSafeZones
            image={cover.image}
            zones={cover.zones}
            title="Company page cover, 1128 × 191"
          />
        </div>
      </Band>
      <Band id="texts-title" title="Company page texts">
        <div className="grid gap-8 lg:grid-cols-2">
          {texts.map((item) => (
            <div key={item.id}>
              <h3 className="font-semibold text-ink">{item.label}</h3>
              <div
                id={item.id}
                className="mt-2 rounded-lg border border-line bg-surface p-4 leading-relaxed whitespace-pre-line text-ink"
              >
                {item.text}
              </div>
              <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
                <p className="text-sm text-muted">
                  {item.text.length.toLocaleString("en-US")} of {item.limit.toLocaleString("en-US")}{" "}
                  characters
                </p>
                <DeferredCopyButton
                  {...copyIcons}
                  text={item.text}
                  label={`Copy ${item.label.toLowerCase()}`}
                  sourceId={item.id}
                />
              </div>
            </div>
          ))}
        </div>
      </Band>
      <Band id="upload-title" title="Upload it" tinted>
        <ol className="max-w-3xl list-decimal space-y-3 pl-5 leading-relaxed text-muted">
          {page.uploadSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Band>
      <Band id="link-title" title="Tracked website link">
        <TrackedLink path={page.landingPath} utm={page.utm} />
      </Band>
      <CtaBand cta={page.copy.cta} />
    </>
  );
}
