import type { PostingNote } from "@/content/collateral/social/types";
import { Container } from "@/components/ui/container";

/** How to run the post well: set-up, targeting, claims and measurement. */
export function PostingNotes({
  notes,
  heading = "Posting notes",
}: {
  notes: PostingNote[];
  heading?: string;
}) {
  return (
    <section aria-labelledby="notes-title" className="border-t border-line bg-surface py-12">
      <Container>
        <h2 id="notes-title" className="text-2xl font-bold text-brand-900">
          {heading}
        </h2>
        <div className="mt-6 grid gap-5 md:grid-cols-2">
          {notes.map((note) => (
            <div key={note.title} className="rounded-xl border border-line bg-white p-5">
              <h3 className="font-semibold text-ink">{note.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{note.body}</p>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
