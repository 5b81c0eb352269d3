import { leadKinds } from "@/lib/leads/definition";
import { reviewStatuses, statusLabels } from "@/lib/team/leads";
import type { InboxQuery } from "@/lib/team/inbox-query";
import { kindLabels } from "./kind-labels";

const select =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900";

/** The inbox's filters: a plain GET form, so the filtered list has its own address. */
export function InboxFilters({ query }: { query: InboxQuery }) {
  return (
    <form method="get" action="/team" className="flex flex-wrap items-end gap-4">
      <label className="min-w-40 text-sm font-semibold text-slate-800">
        Kind
        <select name="kind" defaultValue={query.kind ?? ""} className={select}>
          <option value="">Every kind</option>
          {leadKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind]}
            </option>
          ))}
        </select>
      </label>
      <label className="min-w-40 text-sm font-semibold text-slate-800">
        Status
        <select name="status" defaultValue={query.status ?? ""} className={select}>
          <option value="">Every status</option>
          {reviewStatuses.map((status) => (
            <option key={status} value={status}>
              {statusLabels[status]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg bg-brand-800 px-4 py-2 text-base font-semibold text-white hover:bg-brand-900"
      >
        Show
      </button>
    </form>
  );
}
