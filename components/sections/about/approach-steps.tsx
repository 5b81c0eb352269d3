import { SectionBlock } from "@/components/sections/company/section-block";
import { aboutSections, approachSteps } from "@/content/about";

/** The four steps of taking on a merchant, numbered. */
export function ApproachSteps() {
  return (
    <SectionBlock heading={aboutSections.approach}>
      <ol className="grid gap-6 md:grid-cols-2">
        {approachSteps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-line bg-white p-6">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg font-semibold text-brand-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionBlock>
  );
}
