import { InboxFilters } from "@/components/sections/team/inbox-filters";
import { LeadList } from "@/components/sections/team/lead-list";
import { TeamShell } from "@/components/sections/team/team-shell";
import { figureStore } from "@/lib/statements/figures/server";
import { inboxQuery } from "@/lib/team/inbox-query";
import { teamMetadata } from "@/lib/team/metadata";
import { pageMember } from "@/lib/team/page-member";
import { teamLeads } from "@/lib/team/server";

// Rendered per request for a signed-in member; never pre-rendered with data.
export const dynamic = "force-dynamic";
export const metadata = teamMetadata("Inbox");

/** The team's inbox: leads of every kind, newest first, filtered by kind and status. */
export default async function TeamInboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const member = await pageMember("/team");
  const query = inboxQuery.safeParse(await searchParams);
  const filter = query.success ? query.data : {};
  const leads = query.success ? await teamLeads.list(filter) : [];
  const statements = leads.filter((lead) => lead.kind === "statement").map((lead) => lead.id);
  const figures = await figureStore.ofLeads(statements);
  return (
    <TeamShell title="Inbox" member={member}>
      <InboxFilters query={filter} />
      {query.success ? null : (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          Those filters are not ones the inbox knows; choose from the lists.
        </p>
      )}
      <h2 className="mt-8 mb-3 text-lg font-bold text-brand-900">
        {leads.length} {leads.length === 1 ? "lead" : "leads"}, newest first
      </h2>
      <LeadList leads={leads} figures={figures} now={new Date()} />
    </TeamShell>
  );
}
