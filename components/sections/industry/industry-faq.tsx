import { FAQJsonLd } from "next-seo";
import type { FaqEntry } from "@/content/industries/types";
import { Container } from "@/components/ui/container";

/**
 * The page's questions and answers, all visible (no accordion to open), with the FAQPage JSON-LD
 * built from the same entries so the markup can never disagree with what readers see.
 */
export function IndustryFaq({ heading, items }: { heading: string; items: FaqEntry[] }) {
  return (
    <section aria-labelledby="faq-title" className="py-14 sm:py-16">
      <Container>
        <h2
          id="faq-title"
          className="text-2xl font-bold tracking-tight text-balance text-brand-900 sm:text-3xl"
        >
          {heading}
        </h2>
        <div className="mt-8 divide-y divide-line rounded-xl border border-line bg-white shadow-sm">
          {items.map((entry) => (
            <div key={entry.question} className="p-6">
              <h3 className="text-lg font-semibold text-brand-900">{entry.question}</h3>
              <p className="mt-2 max-w-4xl leading-relaxed text-muted">{entry.answer}</p>
            </div>
          ))}
        </div>
      </Container>
      <FAQJsonLd
        questions={items.map((entry) => ({ question: entry.question, answer: entry.answer }))}
      />
    </section>
  );
}
