import { SectionBlock } from "@/components/sections/company/section-block";
import { aboutSections, backedClaims } from "@/content/about";

/** Every marketing figure with its exact meaning and how to check it. */
export function BackedClaims() {
  return (
    <SectionBlock heading={aboutSections.claims} tinted>
      <ul className="grid gap-6 md:grid-cols-2">
        {backedClaims.map((item) => (
          <li key={item.claim} className="rounded-xl border border-line bg-white p-6">
            <h3 className="text-lg font-semibold text-brand-900">{item.claim}</h3>
            <p className="mt-2 leading-relaxed text-muted">{item.meaning}</p>
            <p className="mt-3 text-sm leading-relaxed text-ink">
              <span className="font-semibold">How to check: </span>
              {item.check}
            </p>
          </li>
        ))}
      </ul>
    </SectionBlock>
  );
}
