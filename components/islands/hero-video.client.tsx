"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { afterLoadAndIdle } from "@/lib/after-load";

type HeroVideoProps = {
  webm: string;
  mp4: string;
  poster: string;
  /** Rendered by the server (components/ui/island-icons.tsx). */
  icons: { pause: ReactNode; play: ReactNode };
};

/**
 * The hero's decorative background loop and its pause control (WCAG 2.2.2). Its sources are
 * attached only after the page has loaded and gone idle, it stays paused under
 * prefers-reduced-motion or after the visitor pauses it, and it pauses while off screen.
 */
export function HeroVideo({ webm, mp4, poster, icons }: HeroVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const wantsMotion = useRef(true);
  const [attached, setAttached] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React renders `muted` as a property only; the attribute keeps autoplay policies satisfied.
    video.defaultMuted = true;
    video.muted = true;
    // Set as properties: the HTML attributes are not in the HTML standard, so validators refuse them.
    video.disablePictureInPicture = true;
    video.disableRemotePlayback = true;
    wantsMotion.current = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    return afterLoadAndIdle(() => setAttached(true));
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!attached || !video) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!wantsMotion.current) return;
      if (entry?.isIntersecting) video.play().catch(() => setPlaying(false));
      else video.pause();
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [attached]);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    wantsMotion.current = !playing;
    if (playing) video.pause();
    else if (attached) video.play().catch(() => setPlaying(false));
    else setAttached(true);
  };

  return (
    <>
      <video
        ref={ref}
        muted
        loop
        playsInline
        preload="none"
        poster={poster}
        aria-hidden="true"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="absolute inset-0 -z-20 size-full object-cover"
      >
        {attached && <source src={webm} type="video/webm" />}
        {attached && <source src={mp4} type="video/mp4" />}
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute top-20 right-4 z-10 inline-flex items-center justify-center gap-2 rounded-full bg-brand-900/85 px-3 py-2 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-brand-900 sm:w-56"
      >
        {playing ? icons.pause : icons.play}
        <span className="sr-only sm:not-sr-only">
          {playing ? "Pause" : "Play"} background video
        </span>
      </button>
    </>
  );
}
