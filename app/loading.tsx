/** Shown while a route's content loads during client-side navigation. */
export default function Loading() {
  return (
    // A viewport tall: static pages paint this first (React outlines large boundaries), and a
    // shorter one showed the footer, which then jumped away (CLS 0.2-0.35 on / and /about).
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh items-center justify-center gap-3 text-muted"
    >
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
        aria-hidden="true"
      />
      <span>Loading…</span>
    </div>
  );
}
