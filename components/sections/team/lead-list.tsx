import { Link } from "@/components/ui/link.client";
import { centralTime } from "@/lib/notify/lead-message";
import type { FileRead } from "@/lib/statements/figures/store";
import { inboxRate } from "@/lib/statements/figures/team-view";
import { leadFiles, type LeadFile } from "@/lib/statements/lead-files";
import { statusLabels, type TeamLead } from "@/lib/team/leads";
import { DueBadge } from "./due-badge";
import { kindLabels } from "./kind-labels";

/** The inbox's leads, newest first, each a link to its page; a statement's with its rate. */
export function LeadList({
  leads,
  figures,
  now,
}: {
  leads: TeamLead[];
  figures: Map<number, FileRead[]>;
  now: Date;
}) {
  if (leads.length === 0) return <p className="text-slate-800">No leads match these filters.</p>;
  return (
    <ol className="divide-y divide-brand-100 rounded-lg border border-brand-100 bg-white">
      {leads.map((lead) => {
        const files = leadFiles(lead.payload);
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
              </p>
              {lead.kind === "statement" ? (
                <StatementSummary
                  lead={lead}
                  files={files}
                  rate={inboxRate(figures.get(lead.id))}
                />
              ) : null}
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

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

/** A statement review at a glance: its files, their rate, the note and the calculator figures. */
function StatementSummary({
  lead,
  files,
  rate,
}: {
  lead: TeamLead;
  files: LeadFile[];
  rate: string;
}) {
  const note = text(lead.payload.note);
  const figures = text(lead.payload.calculatorFigures);
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-800">
      <dt className="font-semibold">Files:</dt>
      <dd>{files.map((file) => file.name).join(", ") || "none kept"}</dd>
      <dt className="font-semibold">Rate:</dt>
      <dd>{rate}</dd>
      {note ? (
        <>
          <dt className="font-semibold">Note:</dt>
          <dd className="line-clamp-2">{note}</dd>
        </>
      ) : null}
      {figures ? (
        <>
          <dt className="font-semibold">Calculator:</dt>
          <dd className="line-clamp-2">{figures.replaceAll("\n", "; ")}</dd>
        </>
      ) : null}
    </dl>
  );
}
