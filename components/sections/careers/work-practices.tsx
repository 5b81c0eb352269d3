import { Check } from "@/components/ui/icons";
import { SectionBlock } from "@/components/sections/company/section-block";
import { benefits, careersSections, workPractices } from "@/content/careers";

/** How the team works day to day, then what every employee receives. */
export function WorkPractices() {
  return (
    <>
      <SectionBlock heading={careersSections.practices}>
        <ul className="grid gap-6 md:grid-cols-2">
          {workPractices.map((practice) => (
            <li key={practice.title} className="rounded-xl border border-line bg-white p-6">
              <h3 className="text-lg font-semibold text-brand-900">{practice.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{practice.body}</p>
            </li>
          ))}
        </ul>
      </SectionBlock>
      <SectionBlock heading={careersSections.benefits} tinted>
        <ul className="grid gap-3 md:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-ink">
              <Check className="mt-1 size-4 shrink-0 text-accent-600" aria-hidden="true" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </SectionBlock>
    </>
  );
}
