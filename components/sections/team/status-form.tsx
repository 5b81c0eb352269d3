import { reviewStatuses, statusLabels, type ReviewStatus } from "@/lib/team/leads";

/** Moves a review along (new, in review, comparison sent): a plain form post. */
export function StatusForm({ leadId, status }: { leadId: number; status: ReviewStatus }) {
  return (
    <form
      method="post"
      action={`/team/leads/${leadId}/status`}
      className="flex flex-wrap items-end gap-3"
    >
      <label className="text-sm font-semibold text-slate-800">
        Status
        <select
          name="status"
          defaultValue={status}
          className="mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
        >
          {reviewStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg bg-brand-800 px-4 py-2 text-base font-semibold text-white hover:bg-brand-900"
      >
        Save status
      </button>
    </form>
  );
}
