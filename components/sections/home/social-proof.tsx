import { Link } from "@/components/ui/link.client";
import { homeSections } from "@/content/pages/home";
import { site } from "@/content/site";
import { Container } from "@/components/ui/container";
import { menuPaths, resolveLinks } from "@/lib/navigation";
import { SectionHeading } from "./section-heading";

const figures = [
  { value: site.figures.monthlyVolume, label: "processed for our merchants every month" },
  { value: `${site.rating.value}/5`, label: `average rating from ${site.rating.count}+ reviews` },
  { value: site.figures.uptime, label: "processing uptime" },
  {
    value: site.figures.experience,
    label: `of combined payments experience, since ${site.foundingYear}`,
  },
];

/** The business's track record in figures, and the industries it serves. */
export function SocialProof() {
  const copy = homeSections.socialProof;
  const industries = menuPaths("industries");
  return (
    <section aria-labelledby="proof-title" className="bg-brand-900 py-16 text-white">
      <Container>
        <SectionHeading id="proof-title" tone="dark" heading={copy.heading} intro={copy.intro} />
        <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="flex flex-col border-l-2 border-gold pl-4">
              <dt className="order-2 text-sm text-brand-100">{figure.label}</dt>
              <dd className="order-1 text-3xl font-bold">{figure.value}</dd>
            </div>
          ))}
        </dl>
        {industries.length > 0 && (
          <>
            <h3 className="mt-12 text-lg font-semibold">{copy.industriesHeading}</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {resolveLinks(industries).map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-block rounded-full bg-white/10 px-4 py-2 text-sm font-semibold ring-1 ring-white/25 hover:bg-white/20"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </Container>
    </section>
  );
}
