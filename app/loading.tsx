/** Shown while a route's content loads during client-side navigation. */
export default function Loading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] items-center justify-center gap-3 text-muted"
    >
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <span>Loading…</span>
    </div>
  );
}
