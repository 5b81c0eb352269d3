import type { ReactNode } from "react";
import { Clock, Mail, MapPin, Phone } from "@/components/ui/icons";
import { homeSections } from "@/content/pages/home";
import { statementReviewLink } from "@/content/pages/statement-review";
import { fullAddress, site } from "@/content/site";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { EmailAddress } from "@/components/ui/email-address";
import { SectionHeading } from "./section-heading";

/** Phone, email, hours and address, the way to send a statement, and the contact form beside them. */
export function ContactSection({ form }: { form: ReactNode }) {
  const copy = homeSections.contact;
  const details = [
    {
      icon: Phone,
      label: "Phone",
      value: <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>,
    },
    {
      icon: Mail,
      label: "Email",
      value: (
        <a href={`mailto:${site.email}`} className="break-words">
          <EmailAddress address={site.email} />
        </a>
      ),
    },
    { icon: Clock, label: "Hours", value: site.hours.display },
    { icon: MapPin, label: "Office", value: fullAddress },
  ];
  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20 py-16">
      <Container className="grid gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id="contact-title" heading={copy.heading} intro={copy.intro} />
          <dl className="mt-8 space-y-5">
            {details.map(({ icon: Icon, label, value }) => (
              <div key={label}>
                <dt className="flex items-center gap-2 text-sm font-semibold text-muted">
                  <Icon className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="mt-1 pl-7 text-lg text-ink [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline-offset-4 [&_a:hover]:underline">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <ButtonLink href={statementReviewLink.href} variant="dark" className="mt-8">
            {statementReviewLink.label}
          </ButtonLink>
        </div>
        <div
          data-slot="contact-form"
          className="rounded-2xl border border-line bg-white p-6 shadow-sm"
        >
          {form}
        </div>
      </Container>
    </section>
  );
}
