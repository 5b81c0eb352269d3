/**
 * Under a builder field: "Read from the file" with where (page and line, or rows), or "Typed"
 * once the specialist has written the value themselves. The state is a data attribute for CSS.
 */
export function FieldMark({ source }: { source?: string }) {
  return source ? (
    <span data-mark="read">
      <span className="font-semibold text-accent-700">Read from the file</span> ({source})
    </span>
  ) : (
    <span data-mark="typed" className="font-semibold text-slate-700">
      Typed
    </span>
  );
}
