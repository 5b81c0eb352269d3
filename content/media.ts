import welcomeMessage from "./welcome-message.json";

/** Files made by scripts/make-media.mjs into public/media. */
export const heroVideo = {
  webm: "/media/hero-loop.webm",
  mp4: "/media/hero-loop.mp4",
  poster: "/media/hero-poster.webp",
} as const;

/** The home page's spoken welcome: its files and the script it was spoken from (the transcript). */
export const welcomeAudio = {
  ogg: "/media/welcome-message.ogg",
  m4a: "/media/welcome-message.m4a",
  captions: "/media/welcome-message.vtt",
  /** Rounded length, shown next to the control; the media script prints the exact figure. */
  durationLabel: "41 seconds",
  title: welcomeMessage.title,
  transcript: welcomeMessage.cues,
} as const;

/** The id of the transcript section the audio control links to. */
export const welcomeTranscriptId = "welcome-transcript";
