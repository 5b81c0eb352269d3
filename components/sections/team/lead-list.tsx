import { Link } from "@/components/ui/link.client";
import { centralTime } from "@/lib/notify/lead-message";
import { leadFiles } from "@/lib/statements/lead-files";
import { statusLabels, type TeamLead } from "@/lib/team/leads";
import { DueBadge } from "./due-badge";
import { kindLabels } from "./kind-labels";

/** The inbox's leads, newest first, each a link to its page. */
export function LeadList({ leads, now }: { leads: TeamLead[]; now: Date }) {
  if (leads.length === 0) return <p className="text-slate-800">No leads match these filters.</p>;
  return (
    <ol className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
      {leads.map((lead) => {
        const files = leadFiles(lead.payload).length;
        return (
          <li key={lead.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
            <div className="min-w-56 flex-1">
              <Link
                href={`/team/leads/${lead.id}`}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {lead.businessName?.trim() || lead.name}
              </Link>
              <p className="text-sm text-slate-700">
                {kindLabels[lead.kind]} · received {centralTime(lead.submittedAt)}
                {files ? ` · ${files} ${files === 1 ? "file" : "files"}` : ""}
              </p>
            </div>
            <span className="text-sm font-semibold text-slate-800">
              Status: {statusLabels[lead.status]}
            </span>
            {lead.kind === "statement" ? <DueBadge lead={lead} now={now} /> : null}
          </li>
        );
      })}
    </ol>
  );
}
