import { audiences, sequences } from "@/content/collateral/outreach";
import { statementChecklistHref } from "@/content/pages/statement-review";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/seo/metadata";
import { Container } from "@/components/ui/container";
import { copyIcons } from "@/components/ui/island-icons";
import { DeferredOutreachManager } from "@/components/islands/outreach-manager-deferred.client";

/** The manager, server-rendered with the first audience and sequence, then interactive. */
export function OutreachManagerSection() {
  const options = audiences.map(({ id, label, pain, remedy, detail, peers }) => ({
    id,
    label,
    tokens: { pain, remedy, detail, peers },
  }));
  return (
    <section aria-labelledby="manager-title" className="py-12">
      <Container>
        <h2 id="manager-title" className="text-2xl font-bold text-brand-900">
          Build a sequence
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          Nothing you type here is sent or saved: it stays in this browser tab and is gone when you
          close it. Blank fields show as [First name], [Business] and so on, so you can see where
          they go.
        </p>
        <div className="mt-8">
          <DeferredOutreachManager
            copyIcons={copyIcons}
            audiences={options}
            sequences={sequences}
            constants={{
              company: site.name,
              phone: site.phone.display,
              checklist: absoluteUrl(statementChecklistHref),
            }}
          />
        </div>
      </Container>
    </section>
  );
}
