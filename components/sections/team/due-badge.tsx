import { AlarmClock, CircleCheck, Clock } from "@/components/ui/icons";
import { centralTime } from "@/lib/notify/lead-message";
import { dueState, reviewDueAt } from "@/lib/team/due";
import type { TeamLead } from "@/lib/team/leads";

const looks = {
  overdue: "bg-red-50 text-red-900 ring-red-700",
  "due-soon": "bg-amber-50 text-amber-950 ring-amber-700",
  waiting: "bg-white text-slate-800 ring-slate-300",
  done: "bg-emerald-50 text-emerald-900 ring-emerald-700",
} as const;

/**
 * A statement review's clock in words first (colour and icon only repeat it): overdue since,
 * due soon, due by, or done.
 */
export function DueBadge({ lead, now }: { lead: TeamLead; now: Date }) {
  const due = reviewDueAt(lead.submittedAt);
  const state = dueState(lead.status, due, now);
  const when = centralTime(due);
  const text = {
    overdue: `Overdue: was due ${when}`,
    "due-soon": `Due soon: by ${when}`,
    waiting: `Due by ${when}`,
    done: "Comparison sent",
  }[state];
  const Icon = state === "done" ? CircleCheck : state === "waiting" ? Clock : AlarmClock;
  return (
    <span
      data-due={state}
      className={`inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-semibold ring-1 ${looks[state]}`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </span>
  );
}
