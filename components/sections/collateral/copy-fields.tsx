import { DeferredCopyButton } from "@/components/islands/copy-button-deferred.client";
import { Container } from "@/components/ui/container";
import { copyIcons } from "@/components/ui/island-icons";

/** A piece of text to paste somewhere, with the id of the element that shows it. */
export type CopyField = { id: string; label: string; text: string };

/** Ready-to-paste texts, each shown in full beside its copy button. */
export function CopyFields({
  title,
  titleId,
  fields,
}: {
  title: string;
  titleId: string;
  fields: readonly CopyField[];
}) {
  return (
    <section aria-labelledby={titleId} className="py-12">
      <Container>
        <h2 id={titleId} className="text-2xl font-bold text-brand-900">
          {title}
        </h2>
        <ul className="mt-6 space-y-4">
          {fields.map((field) => (
            <li
              key={field.id}
              className="flex flex-col gap-3 rounded-xl border border-line p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0">
                <h3 className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
                  {field.label}
                </h3>
                <p id={field.id} className="mt-1 leading-relaxed whitespace-pre-line text-ink">
                  {field.text}
                </p>
              </div>
              <DeferredCopyButton
                {...copyIcons}
                text={field.text}
                label={`Copy ${field.label.toLowerCase()}`}
                sourceId={field.id}
                className="shrink-0"
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
