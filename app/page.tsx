import { DeferredContactForm } from "@/components/islands/contact-form-deferred.client";
import { PageShell } from "@/components/layout/page-shell";
import { CalculatorSection } from "@/components/sections/calculator-section";
import { B2bProcessing } from "@/components/sections/home/b2b-processing";
import { ContactSection } from "@/components/sections/home/contact-section";
import { Guarantee } from "@/components/sections/home/guarantee";
import { HomeHero } from "@/components/sections/home/home-hero";
import { ServiceCards } from "@/components/sections/home/service-cards";
import { SocialProof } from "@/components/sections/home/social-proof";
import { Testimonials } from "@/components/sections/home/testimonials";
import { TrustBadges } from "@/components/sections/home/trust-badges";
import { WelcomeTranscript } from "@/components/sections/home/welcome-transcript";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/";

export const metadata = pageMetadata(path);

/** The home page, in the spec's order: hero, badges, services, then the later sections. */
export default function HomePage() {
  return (
    <PageShell path={path}>
      <HomeHero />
      <TrustBadges />
      <ServiceCards />
      <CalculatorSection />
      <SocialProof />
      <B2bProcessing />
      <Testimonials />
      <Guarantee />
      <ContactSection form={<DeferredContactForm id="home-contact-form" />} />
      <WelcomeTranscript />
    </PageShell>
  );
}
