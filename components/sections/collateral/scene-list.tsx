import type { Scene } from "@/content/collateral/types";
import { Container } from "@/components/ui/container";
import { scriptTime } from "@/lib/collateral/timecode";
import { StoryboardFrame } from "./storyboard/storyboard-frame";

/** The script scene by scene, each with its storyboard frame, timing, action and lines. */
export function SceneList({ scenes }: { scenes: readonly Scene[] }) {
  return (
    <section aria-labelledby="scenes-title" className="bg-surface py-12">
      <Container>
        <h2 id="scenes-title" className="text-2xl font-bold text-brand-900">
          Script and storyboard
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-2">
          {scenes.map((scene, index) => (
            <li key={scene.title} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-line">
              <StoryboardFrame frame={scene.frame} id={`frame-${index + 1}`} />
              <h3 className="mt-4 font-bold text-brand-900">
                <span className="text-accent-700">Scene {index + 1}</span> · {scene.title}{" "}
                <span className="font-normal text-muted">
                  ({scriptTime(scene.start)}–{scriptTime(scene.end)})
                </span>
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{scene.visual}</p>
              <dl className="mt-3 space-y-2 text-sm">
                {scene.lines.map((line) => (
                  <div key={`${line.speaker}:${line.text}`}>
                    <dt className="font-semibold text-ink">{line.speaker}</dt>
                    <dd className="text-ink">“{line.text}”</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
