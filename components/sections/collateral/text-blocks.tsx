import type { TextBlock } from "@/content/collateral/types";

/** Long-form text from typed blocks: paragraphs, sub-headings (h3), lists and callouts. */
export function TextBlocks({ blocks }: { blocks: readonly TextBlock[] }) {
  return blocks.map((block) => {
    const key = blockKey(block);
    switch (block.kind) {
      case "p":
        return (
          <p key={key} className="mt-4 leading-relaxed text-ink">
            {block.text}
          </p>
        );
      case "h3":
        return (
          <h3 key={key} className="mt-8 text-xl font-bold text-brand-900 print:break-after-avoid">
            {block.text}
          </h3>
        );
      case "list":
        return (
          <ul key={key} className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      case "callout":
        return (
          <aside
            key={key}
            aria-label={block.title}
            className="mt-6 rounded-r-xl border-l-4 border-accent-600 bg-brand-50 px-5 py-4 print:break-inside-avoid"
          >
            <p className="font-bold text-accent-700">{block.title}</p>
            <p className="mt-1 leading-relaxed text-ink">{block.text}</p>
          </aside>
        );
    }
  });
}

function blockKey(block: TextBlock): string {
  const text = block.kind === "list" ? block.items.join(" ") : block.text;
  return `${block.kind}:${text.slice(0, 60)}`;
}
