import type { Shot } from "@/content/collateral/types";
import { Container } from "@/components/ui/container";
import { scriptTime } from "@/lib/collateral/timecode";

/** The shot list: for each shot its timing, what we see, the voice-over and the burned-in caption. */
export function ShotList({ shots }: { shots: readonly Shot[] }) {
  return (
    <section aria-labelledby="shots-title" className="py-12">
      <Container>
        <h2 id="shots-title" className="text-2xl font-bold text-brand-900">
          Shot list
        </h2>
        <ol className="mt-6 space-y-4">
          {shots.map((shot, index) => (
            <li
              key={shot.start}
              className="grid gap-3 rounded-2xl border border-line p-5 md:grid-cols-[9rem_1fr]"
            >
              <h3 className="font-bold text-brand-900">
                Shot {index + 1}
                <span className="block text-sm font-semibold text-accent-700">
                  {scriptTime(shot.start)}–{scriptTime(shot.end)} · {shot.end - shot.start} s
                </span>
              </h3>
              <dl className="grid gap-3 text-sm sm:grid-cols-3">
                <div>
                  <dt className="font-semibold text-ink">What we see</dt>
                  <dd className="mt-1 leading-relaxed text-muted">{shot.visual}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink">Voice-over</dt>
                  <dd className="mt-1 leading-relaxed text-ink">“{shot.voiceover}”</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink">On-screen caption</dt>
                  <dd className="mt-1 rounded-md bg-brand-900 px-3 py-2 font-bold text-white">
                    {shot.caption}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
