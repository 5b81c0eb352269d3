"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from "react";

/** Spec section 9: the welcome message plays at 70% volume. */
const volume = 0.7;
/** localStorage: "off" once the visitor paused or muted the message, "on" once they chose it. */
const choiceKey = "lcms:welcome-audio";
/** sessionStorage: set once the message has played in this browser session. */
const playedKey = "lcms:welcome-audio:played";

function read(store: () => Storage, key: string): string | null {
  try {
    return store().getItem(key);
  } catch {
    return null;
  }
}

function write(store: () => Storage, key: string, value: string) {
  try {
    store().setItem(key, value);
  } catch {
    // Storage can be disabled; the controls still work for this visit.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;
const saveChoice = (choice: "on" | "off") => write(local, choiceKey, choice);

type WelcomeAudioProps = {
  ogg: string;
  m4a: string;
  captions: string;
  transcriptHref: string;
  durationLabel: string;
  /** Rendered by the server (components/ui/island-icons.tsx). */
  icons: Record<"pause" | "play" | "unmute" | "mute", ReactNode>;
};

/**
 * The home page's spoken welcome. On load it tries to play at volume 0.7; if the browser blocks
 * autoplay it retries on the visitor's first click or key press anywhere (spec section 2). It
 * starts by itself at most once per browser session, and never again in this browser once the
 * visitor paused or muted it. Pause and mute are visible whenever it plays (WCAG 1.4.2); while
 * nothing plays, only Play is offered.
 */
export function WelcomeAudio({
  ogg,
  m4a,
  captions,
  transcriptHref,
  durationLabel,
  icons,
}: WelcomeAudioProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const muteRef = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);

  const start = useCallback(async () => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume;
    await audio.play();
    write(session, playedKey, "1");
    setPlaying(true);
  }, []);

  const stopped = () => {
    // The mute button leaves with the playback; focus on it goes to the play button beside it.
    if (muteRef.current === document.activeElement) playRef.current?.focus();
    setPlaying(false);
  };

  useEffect(() => {
    const audio = audioRef.current;
    if (read(local, choiceKey) === "off" || read(session, playedKey) === "1") return;
    const retry = (event: Event) => {
      stopRetrying();
      // A first click on these controls is the visitor's own choice; let the control handle it.
      if (groupRef.current?.contains(event.target as Node)) return;
      start().catch(() => setPlaying(false));
    };
    const stopRetrying = () => {
      document.removeEventListener("click", retry, true);
      document.removeEventListener("keydown", retry, true);
    };
    const attempt = () =>
      start().catch(() => {
        document.addEventListener("click", retry, true);
        document.addEventListener("keydown", retry, true);
      });

    if (document.readyState === "complete") attempt();
    else window.addEventListener("load", attempt, { once: true });
    return () => {
      window.removeEventListener("load", attempt);
      stopRetrying();
      audio?.pause();
    };
  }, [start]);

  const togglePlay = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      setPlaying(false);
      saveChoice("off");
      return;
    }
    saveChoice("on");
    start().catch(() => setPlaying(false));
  };

  const toggleMute = () => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.muted = !muted;
    setMuted(!muted);
    saveChoice(muted ? "on" : "off");
  };

  return (
    <div
      ref={groupRef}
      role="group"
      aria-label="Welcome message"
      className="inline-flex flex-wrap items-center gap-1 rounded-2xl bg-white/10 p-1 pl-4 text-sm text-brand-100 ring-1 ring-white/25 sm:rounded-full"
    >
      <span className="pr-1">Welcome message, {durationLabel}</span>
      <ToggleButton
        ref={playRef}
        on={playing}
        onClick={togglePlay}
        whenOn={[icons.pause, "Pause"]}
        whenOff={[icons.play, "Play"]}
      />
      {playing ? (
        <ToggleButton
          ref={muteRef}
          on={muted}
          onClick={toggleMute}
          whenOn={[icons.unmute, "Unmute"]}
          whenOff={[icons.mute, "Mute"]}
        />
      ) : null}
      <a
        href={transcriptHref}
        className="rounded-full px-3 py-1.5 font-semibold text-white underline underline-offset-4 hover:bg-white/15"
      >
        Transcript
      </a>
      <audio ref={audioRef} preload="none" onPause={stopped} onEnded={stopped}>
        <source src={ogg} type='audio/ogg; codecs="opus"' />
        <source src={m4a} type="audio/mp4" />
        <track kind="captions" src={captions} srcLang="en" label="English" />
      </audio>
    </div>
  );
}

type ToggleButtonProps = {
  ref: Ref<HTMLButtonElement>;
  on: boolean;
  onClick: () => void;
  /** The icon and the action offered while `on`, and while not. */
  whenOn: [ReactNode, string];
  whenOff: [ReactNode, string];
};

/** Play/Pause and Mute/Unmute: one button whose icon and label name the action it offers now. */
function ToggleButton({ ref, on, onClick, whenOn, whenOff }: ToggleButtonProps) {
  const [icon, action] = on ? whenOn : whenOff;
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/15"
    >
      {icon}
      {action}
      <span className="sr-only"> welcome message</span>
    </button>
  );
}
