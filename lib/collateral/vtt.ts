import type { Shot } from "@/content/collateral/types";
import { vttTime } from "./timecode";

/** Captions of a shot list's voice-over as a WebVTT file, one cue per shot. */
export function captionsVtt(shots: readonly Shot[]): string {
  const cues = shots.map(
    (shot, index) =>
      `${index + 1}\n${vttTime(shot.start)} --> ${vttTime(shot.end)}\n${shot.voiceover}`,
  );
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}
