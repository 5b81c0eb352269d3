/** The h2 and lead paragraph that open every section of an industry page. */
export function SectionHeading({
  id,
  heading,
  lead,
}: {
  id: string;
  heading: string;
  lead: string;
}) {
  return (
    <div className="max-w-3xl">
      <h2
        id={id}
        className="text-2xl font-bold tracking-tight text-balance text-brand-900 sm:text-3xl"
      >
        {heading}
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-muted">{lead}</p>
    </div>
  );
}
