import { TrendingUp } from "@/components/ui/icons";
import { getRoute } from "@/content/routes";
import { heroVideo, welcomeAudio, welcomeTranscriptId } from "@/content/media";
import { homeHero } from "@/content/pages/home";
import { HeroVideo } from "@/components/islands/hero-video.client";
import { WelcomeAudio } from "@/components/islands/welcome-audio.client";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { FirstPaintMarker } from "@/components/sections/first-paint-marker";
import { heroVideoIcons, welcomeAudioIcons } from "@/components/ui/island-icons";

/**
 * The hero. Its text headline is the page's LCP element: the section starts 5rem up, under the
 * sticky header (4rem and a border), so just above the top of the viewport, and reaches at least
 * 1rem past a viewport's height from there, so the video covers the whole viewport at any size,
 * which Chrome treats as background, never as LCP. (At only 100lvh it stopped 15 px short of the
 * bottom wherever the hero's content is shorter than the window, 1920×1080 say, and its poster
 * became the LCP.) The content starts at the top, not centred: a busy phone paints a document
 * as it parses it, and centred content moved up each time more of it arrived (CLS 0.14).
 */
export function HomeHero() {
  const { heading } = getRoute("/");
  return (
    <section
      aria-labelledby="page-title"
      className="relative isolate -mt-20 min-h-[calc(100lvh+1rem)] overflow-hidden bg-brand-900 pt-20 text-white"
    >
      <HeroVideo {...heroVideo} icons={heroVideoIcons} />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-brand-900/90 via-brand-900/75 to-brand-900/40"
      />
      <Container className="pt-14 pb-24 sm:pt-20 sm:pb-28">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-white ring-1 ring-white/25">
          <TrendingUp className="size-4 text-gold" aria-hidden="true" />
          {homeHero.volumeBadge}
        </p>
        <p className="mt-6 text-sm font-semibold tracking-wide text-brand-100 uppercase">
          {homeHero.eyebrow}
        </p>
        <h1
          id="page-title"
          className="mt-3 max-w-4xl text-[2.5rem] leading-[1.1] font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {heading}
        </h1>
        <p className="mt-5 max-w-xl text-lg text-brand-100">{homeHero.lead}</p>
        <FirstPaintMarker />
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={homeHero.primary.href}>{homeHero.primary.label}</ButtonLink>
          <ButtonLink href={homeHero.secondary.href} variant="inverse">
            {homeHero.secondary.label}
          </ButtonLink>
        </div>
        <div className="mt-6">
          <WelcomeAudio
            icons={welcomeAudioIcons}
            ogg={welcomeAudio.ogg}
            m4a={welcomeAudio.m4a}
            captions={welcomeAudio.captions}
            durationLabel={welcomeAudio.durationLabel}
            transcriptHref={`#${welcomeTranscriptId}`}
          />
        </div>
        <dl className="mt-12 grid max-w-4xl gap-4 sm:grid-cols-3">
          {homeHero.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col rounded-xl bg-white/10 p-4 ring-1 ring-white/20"
            >
              <dt className="order-2 text-sm font-semibold text-white">{stat.label}</dt>
              <dd className="order-1 text-3xl font-bold text-white">{stat.value}</dd>
              <dd className="order-3 mt-1 text-sm text-brand-100">{stat.detail}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
