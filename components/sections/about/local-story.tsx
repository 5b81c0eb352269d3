import { MapPin, Phone, Clock } from "@/components/ui/icons";
import { SectionBlock } from "@/components/sections/company/section-block";
import { LinkList } from "@/components/sections/company/link-list";
import { aboutSections, aboutNextLinks, localStory } from "@/content/about";
import { fullAddress, site } from "@/content/site";

/** Where the office is, who we reach from it, and how to visit. */
export function LocalStory() {
  return (
    <SectionBlock heading={aboutSections.local}>
      <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
        <div className="prose-copy max-w-3xl">
          {localStory.map((paragraph) => (
            <p key={paragraph.slice(0, 48)}>{paragraph}</p>
          ))}
          <LinkList links={aboutNextLinks} className="mt-6" aria-label="More about us" />
        </div>
        <address className="space-y-4 self-start rounded-xl border border-line bg-brand-50 p-6 not-italic">
          <p className="flex gap-3">
            <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              <span className="block font-semibold text-brand-900">{site.name}</span>
              {fullAddress}
            </span>
          </p>
          <p className="flex gap-3">
            <Clock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span>{site.hours.display}</span>
          </p>
          <p className="flex gap-3">
            <Phone className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <a href={`tel:${site.phone.e164}`} className="font-semibold text-brand-700 underline">
              {site.phone.display}
            </a>
          </p>
        </address>
      </div>
    </SectionBlock>
  );
}
