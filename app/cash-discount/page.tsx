import { PageShell } from "@/components/layout/page-shell";
import { CtaBand } from "@/components/sections/cta-band";
import { PageIntro } from "@/components/sections/page-intro";
import { GlanceCard } from "@/components/sections/pricing/glance-card";
import { PricingSections } from "@/components/sections/pricing/pricing-sections";
import { cashDiscountPage } from "@/content/pricing/cash-discount";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/cash-discount";

export const metadata = pageMetadata(path);

export default function CashDiscountPage() {
  return (
    <PageShell path={path}>
      <PageIntro
        path={path}
        copy={cashDiscountPage.copy}
        aside={<GlanceCard glance={cashDiscountPage.glance} />}
      />
      <PricingSections content={cashDiscountPage} />
      <CtaBand cta={cashDiscountPage.copy.cta} />
    </PageShell>
  );
}
