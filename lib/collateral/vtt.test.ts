import { tiktokShots } from "@/content/collateral/tiktok-video";
import { captionsVtt } from "./vtt";

describe("captionsVtt", () => {
  it("writes a WebVTT header and one timed voice-over cue per shot", () => {
    const vtt = captionsVtt([
      { start: 0, end: 3, visual: "A statement", voiceover: "Hello", caption: "12 pages" },
      { start: 3, end: 9.5, visual: "A presenter", voiceover: "Divide", caption: "Fees ÷ sales" },
    ]);
    expect(vtt).toBe(
      "WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.000\nHello\n\n2\n00:00:03.000 --> 00:00:09.500\nDivide\n",
    );
  });
});

describe("the TikTok shot list", () => {
  it("runs without gaps or overlaps from 0 to between 30 and 60 seconds", () => {
    expect(tiktokShots[0]?.start).toBe(0);
    tiktokShots.slice(1).forEach((shot, index) => {
      expect(shot.start).toBe(tiktokShots[index]?.end);
    });
    const length = tiktokShots.at(-1)?.end ?? 0;
    expect(length).toBeGreaterThanOrEqual(30);
    expect(length).toBeLessThanOrEqual(60);
  });
});
