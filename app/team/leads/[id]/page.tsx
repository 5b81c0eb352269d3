import { Link } from "@/components/ui/link.client";
import { notFound } from "next/navigation";
import { DueBadge } from "@/components/sections/team/due-badge";
import { kindLabels } from "@/components/sections/team/kind-labels";
import { LeadComparison } from "@/components/sections/team/lead-comparison";
import { LeadFigures } from "@/components/sections/team/lead-figures";
import { LeadFilesSection } from "@/components/sections/team/lead-files";
import { StatusForm } from "@/components/sections/team/status-form";
import { TeamShell } from "@/components/sections/team/team-shell";
import { comparisonStore } from "@/lib/comparison/comparison-store";
import { serverEnv } from "@/lib/env";
import { leadMessage } from "@/lib/notify/lead-message";
import { comparisonPrefill } from "@/lib/statements/figures/prefill";
import { figureStore } from "@/lib/statements/figures/server";
import { leadFiles } from "@/lib/statements/lead-files";
import { leadIdParam } from "@/lib/team/inbox-query";
import { teamMetadata } from "@/lib/team/metadata";
import { pageMember } from "@/lib/team/page-member";
import { teamLeads } from "@/lib/team/server";

// Rendered per request for a signed-in member; never pre-rendered with data.
export const dynamic = "force-dynamic";
export const metadata = teamMetadata("Lead");

/** One lead: what the visitor sent, its files, its status and due time. */
export default async function TeamLeadPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const raw = (await params).id;
  const member = await pageMember(`/team/leads/${encodeURIComponent(raw)}`);
  const id = leadIdParam.safeParse(raw);
  const lead = id.success ? await teamLeads.get(id.data) : null;
  if (!lead) notFound();
  const message = leadMessage(lead);
  const saved = (await searchParams).status === "saved";
  const reads =
    lead.kind === "statement" ? ((await figureStore.ofLeads([lead.id])).get(lead.id) ?? []) : [];
  return (
    <TeamShell title={lead.businessName?.trim() || lead.name} member={member}>
      <p>
        <Link href="/team" className="font-semibold text-brand-800 underline underline-offset-2">
          Back to the inbox
        </Link>
      </p>
      <p className="mt-3 text-slate-800">
        {kindLabels[lead.kind]} · lead {lead.id} · received {message.receivedAt}
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-4">
        <StatusForm leadId={lead.id} status={lead.status} />
        {lead.kind === "statement" ? <DueBadge lead={lead} now={new Date()} /> : null}
      </div>
      {saved ? (
        <p role="status" className="mt-3 font-semibold text-emerald-900">
          Status saved.
        </p>
      ) : null}
      <section aria-labelledby="details-heading" className="mt-8">
        <h2 id="details-heading" className="text-lg font-bold text-brand-900">
          What they sent
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 rounded-lg border border-brand-100 bg-white p-4 sm:grid-cols-[12rem_1fr]">
          {message.rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="font-semibold text-slate-800">{row.label}</dt>
              <dd className="break-words whitespace-pre-wrap text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <LeadFilesSection
        files={leadFiles(lead.payload)}
        downloads={await teamLeads.downloads(lead.id)}
      />
      <LeadFigures files={reads} />
      {lead.kind === "statement" ? (
        <LeadComparison
          leadId={lead.id}
          sent={await (await comparisonStore(serverEnv())).get(lead.id)}
          prefill={comparisonPrefill(reads)}
        />
      ) : null}
    </TeamShell>
  );
}
