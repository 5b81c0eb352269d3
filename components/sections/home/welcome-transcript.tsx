import { welcomeAudio, welcomeTranscriptId } from "@/content/media";
import { homeSections } from "@/content/pages/home";
import { Container } from "@/components/ui/container";

/** The text of the spoken welcome, which the audio control links to. */
export function WelcomeTranscript() {
  const copy = homeSections.transcript;
  return (
    <section
      id={welcomeTranscriptId}
      aria-labelledby={`${welcomeTranscriptId}-title`}
      className="scroll-mt-20 pb-8"
    >
      <Container>
        <div className="max-w-3xl border-t border-line pt-8">
          <h2 id={`${welcomeTranscriptId}-title`} className="text-xl font-bold text-brand-900">
            {copy.heading}
          </h2>
          <p className="mt-2 text-muted">{copy.intro}</p>
          <blockquote className="mt-4 space-y-2 border-l-4 border-brand-100 pl-4 text-ink">
            {welcomeAudio.transcript.map((line) => (
              <p key={line.slice(0, 32)}>{line}</p>
            ))}
          </blockquote>
          <p className="mt-4 text-sm text-muted">
            Captions file:{" "}
            <a
              href={welcomeAudio.captions}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              welcome message captions (WebVTT)
            </a>
          </p>
        </div>
      </Container>
    </section>
  );
}
