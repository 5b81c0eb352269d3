import { FAQJsonLd } from "next-seo";
import { plainText, type Faq } from "@/content/pricing/types";
import { RichText } from "./rich-text";
import { Section } from "./section";

/** Visible questions and answers, with the FAQPage JSON-LD built from the same data. */
export function FaqSection({
  faqs,
  heading = "Questions merchants ask us",
}: {
  faqs: readonly Faq[];
  heading?: string;
}) {
  return (
    <Section id="faq" heading={heading} tinted>
      <div className="mt-6 max-w-3xl divide-y divide-line">
        {faqs.map((faq) => (
          <div key={faq.question} className="py-5 first:pt-0">
            <h3 className="text-lg font-semibold text-ink">{faq.question}</h3>
            <p className="mt-2 leading-relaxed text-muted [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
              <RichText value={faq.answer} />
            </p>
          </div>
        ))}
      </div>
      <FAQJsonLd
        scriptKey="faq"
        questions={faqs.map((faq) => ({ question: faq.question, answer: plainText(faq.answer) }))}
      />
    </Section>
  );
}
