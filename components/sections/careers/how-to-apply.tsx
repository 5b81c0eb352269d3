import { SectionBlock } from "@/components/sections/company/section-block";
import { applyByEmail, careersSections } from "@/content/careers";

/** The application steps and the address to write to. */
export function HowToApply() {
  return (
    <SectionBlock heading={careersSections.apply}>
      <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
        <ol className="list-decimal space-y-3 pl-6 leading-relaxed text-muted marker:font-semibold marker:text-brand-800">
          {applyByEmail.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="self-start rounded-xl border border-line bg-brand-50 p-6">
          <p className="font-semibold text-brand-900">Send your application to</p>
          <a
            href={`mailto:${applyByEmail.email}`}
            className="mt-1 block font-semibold break-all text-brand-700 underline underline-offset-4"
          >
            {applyByEmail.email}
          </a>
          <p className="mt-4 text-sm text-muted">{applyByEmail.equalOpportunity}</p>
        </div>
      </div>
    </SectionBlock>
  );
}
