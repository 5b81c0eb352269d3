import type { AdConcept } from "@/content/collateral/types";
import { CopyButton } from "@/components/islands/copy-button.client";
import { Container } from "@/components/ui/container";

/** The words that run with the video, each ready to paste into the ad manager. */
export function AdCopy({ copy }: { copy: AdConcept["copy"] }) {
  const fields = [
    { id: "ad-headline", label: "Headline", text: copy.headline },
    { id: "ad-primary-text", label: "Primary text", text: copy.primaryText },
    { id: "ad-call-to-action", label: "Button", text: copy.callToAction },
    { id: "ad-hashtags", label: "Hashtags", text: copy.hashtags.join(" ") },
  ];
  return (
    <section aria-labelledby="ad-copy-title" className="py-12">
      <Container>
        <h2 id="ad-copy-title" className="text-2xl font-bold text-brand-900">
          Copy to run with the video
        </h2>
        <dl className="mt-6 space-y-4">
          {fields.map((field) => (
            <div
              key={field.id}
              className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <dt className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
                  {field.label}
                </dt>
                <dd id={field.id} className="mt-1 leading-relaxed text-ink">
                  {field.text}
                </dd>
              </div>
              <CopyButton
                text={field.text}
                label={`Copy ${field.label.toLowerCase()}`}
                sourceId={field.id}
                className="shrink-0"
              />
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
