import { calculatorCopy } from "@/content/calculator";
import { CalculatorLoader } from "@/components/islands/calculator-loader.client";
import { CalculatorStatementLink } from "@/components/islands/calculator-statement-link.client";
import { Container } from "@/components/ui/container";
import { generalPreset, presetValues, type IndustryPreset } from "@/lib/calculator/presets";
import { calculatorAnchor } from "@/lib/calculator/params";
import { computeQuote } from "@/lib/calculator/quote";
import { WorkedExample } from "./calculator/worked-example";

/**
 * The savings calculator on any page: heading, method and a worked example rendered on the
 * server, and the interactive island loaded only as the section nears the viewport.
 */
export function CalculatorSection({ preset = generalPreset }: { preset?: IndustryPreset }) {
  const defaults = presetValues(preset);
  const quote = computeQuote(defaults);
  const titleId = `${calculatorAnchor}-title`;

  return (
    <section
      id={calculatorAnchor}
      aria-labelledby={titleId}
      className="scroll-mt-20 bg-surface py-16"
    >
      <Container>
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
          {calculatorCopy.eyebrow}
        </p>
        <h2 id={titleId} className="mt-2 text-3xl font-bold text-balance text-brand-900">
          {calculatorCopy.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted">{calculatorCopy.intro}</p>
        <div className="mt-10 grid gap-10 lg:grid-cols-2">
          <div className="min-w-0">
            <WorkedExample
              heading={calculatorCopy.exampleHeading}
              business={preset.example}
              values={defaults}
              quote={quote}
            />
            <h3 className="mt-8 text-lg font-semibold text-brand-900">How each model is priced</h3>
            <ul className="mt-2 list-disc space-y-2 pl-5 text-muted">
              {calculatorCopy.method.map((line) => (
                <li key={line.slice(0, 40)}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="min-w-0">
            <h3 className="text-lg font-semibold text-brand-900">{calculatorCopy.liveHeading}</h3>
            <CalculatorLoader defaults={defaults} />
            <p className="mt-4 text-sm text-muted">
              {calculatorCopy.disclaimer.before}{" "}
              <CalculatorStatementLink>{calculatorCopy.disclaimer.link}</CalculatorStatementLink>{" "}
              {calculatorCopy.disclaimer.after}
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
