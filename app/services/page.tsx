import { PageShell } from "@/components/layout/page-shell";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { AccountBasics } from "@/components/sections/services/account-basics";
import { PricingModelGrid } from "@/components/sections/services/pricing-model-grid";
import { ServiceCatalogue } from "@/components/sections/services/service-catalogue";
import { servicesCopy } from "@/content/pages/services";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/services";

export const metadata = pageMetadata(path);

export default function ServicesPage() {
  return (
    <PageShell path={path}>
      <PageIntro path={path} copy={servicesCopy} />
      <ServiceCatalogue />
      <PricingModelGrid />
      <AccountBasics />
      <CtaBand cta={servicesCopy.cta} />
    </PageShell>
  );
}
