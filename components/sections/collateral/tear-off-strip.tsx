import { site } from "@/content/site";

/** The row of tear-off tabs at the foot of the flyer, each with the phone number. */
export function TearOffStrip({ label, count = 8 }: { label: string; count?: number }) {
  const tabs = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <div className="mt-auto">
      <p className="flex items-center gap-2 text-[0.65rem] tracking-wide text-muted uppercase">
        <span aria-hidden="true">&#9986;</span> Take a number
        <span className="sr-only">: tear-off tabs with our phone number, {site.phone.display}</span>
      </p>
      {/* Eight copies of one number are for paper; screen readers hear it once, above. */}
      <ul
        aria-hidden="true"
        className="grid border-t-2 border-dashed border-slate-400"
        style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}
      >
        {tabs.map((tab) => (
          <li
            key={tab}
            className="flex h-28 items-center justify-center border-dashed border-slate-400 not-last:border-r-2 print:h-[1.1in]"
          >
            <span className="rotate-180 text-center text-[0.7rem] leading-tight [writing-mode:vertical-rl]">
              <strong className="block text-brand-900">{site.phone.display}</strong>
              <span className="block text-muted">{label}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
