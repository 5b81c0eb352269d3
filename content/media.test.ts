import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { heroVideo, welcomeAudio } from "./media";
import { site } from "./site";

const publicFile = (path: string) => join(process.cwd(), "public", path);
const size = (path: string) => statSync(publicFile(path)).size;

describe("home page media", () => {
  it("keeps the hero video pair within 1.5 MB and the poster within 60 KB", () => {
    expect(size(heroVideo.webm) + size(heroVideo.mp4)).toBeLessThanOrEqual(1_500_000);
    expect(size(heroVideo.poster)).toBeLessThanOrEqual(60_000);
  });

  it("keeps the welcome message's two encodings within 250 KB together", () => {
    expect(size(welcomeAudio.ogg) + size(welcomeAudio.m4a)).toBeLessThanOrEqual(250_000);
  });

  it("has captions that match the transcript cue for cue (rerun scripts/make-media.mjs if not)", () => {
    const vtt = readFileSync(publicFile(welcomeAudio.captions), "utf8");
    const cueTexts = vtt
      .split(/\n\n+/)
      .slice(1)
      .map((block) => block.split("\n").slice(2).join(" ").trim());
    expect(cueTexts).toEqual(welcomeAudio.transcript);
  });

  it("says the business's name, town and founding year as site.ts states them", () => {
    const spoken = welcomeAudio.transcript.join(" ");
    expect(spoken).toContain(site.name);
    expect(spoken).toContain(site.address.city);
    expect(spoken).toContain(String(site.foundingYear));
  });
});
