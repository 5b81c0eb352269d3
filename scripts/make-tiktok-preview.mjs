#!/usr/bin/env node
/**
 * Renders the /tiktok-video animatic from content/collateral/tiktok-shots.json: one card per shot
 * with its caption burned in and an espeak-ng voice-over, 360x640, small enough to commit.
 * Needs ffmpeg and espeak-ng (Debian packages). Run: node scripts/make-tiktok-preview.mjs
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const shots = JSON.parse(
  readFileSync(path.join(root, "content/collateral/tiktok-shots.json"), "utf8"),
);
const outVideo = path.join(root, "public/media/tiktok-preview.mp4");
const outPoster = path.join(root, "public/media/tiktok-preview.jpg");
const fonts = "/usr/share/fonts/truetype/dejavu";
const backgrounds = ["0x0b1f4b", "0x1e3a8a", "0x065f46"];
const work = mkdtempSync(path.join(tmpdir(), "tiktok-"));

const run = (command, args) =>
  execFileSync(command, args, { stdio: ["ignore", "ignore", "inherit"] });

/** Greedy word wrap to lines of at most `width` characters. */
function wrap(text, width) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join("\n");
}

const time = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

function textLayer(file, text, { font, size, color, y, box = false }) {
  writeFileSync(file, text);
  const boxing = box ? ":box=1:boxcolor=0xffffff@0.95:boxborderw=14" : "";
  return `drawtext=fontfile=${fonts}/${font}:textfile=${file}:expansion=none:fontsize=${size}:fontcolor=${color}:line_spacing=6:x=(w-text_w)/2:y=${y}${boxing}`;
}

function voiceDuration(file) {
  const out = execFileSync("ffprobe", [
    "-v",
    "error",
    "-show_entries",
    "format=duration",
    "-of",
    "csv=p=0",
    file,
  ]);
  return Number(String(out).trim());
}

const segments = shots.map((shot, index) => {
  const length = shot.end - shot.start;
  const voice = path.join(work, `vo-${index}.wav`);
  run("espeak-ng", ["-v", "en-us", "-s", "165", "-w", voice, shot.voiceover]);
  const tempo = Math.min(Math.max(voiceDuration(voice) / (length - 0.3), 1), 1.6);
  const layers = [
    textLayer(
      path.join(work, `label-${index}.txt`),
      `SHOT ${index + 1}  ·  ${time(shot.start)}-${time(shot.end)}`,
      {
        font: "DejaVuSans-Bold.ttf",
        size: 18,
        color: "0xfbbf24",
        y: 40,
      },
    ),
    textLayer(path.join(work, `visual-${index}.txt`), wrap(shot.visual, 30), {
      font: "DejaVuSans.ttf",
      size: 17,
      color: "0xdbe9fe",
      y: 110,
    }),
    textLayer(path.join(work, `caption-${index}.txt`), wrap(shot.caption, 20), {
      font: "DejaVuSans-Bold.ttf",
      size: 24,
      color: "0x0b1f4b",
      y: "h*0.55",
      box: true,
    }),
    textLayer(path.join(work, `brand-${index}.txt`), "Lake Country Merchant Services", {
      font: "DejaVuSans.ttf",
      size: 15,
      color: "0xffffff",
      y: "h-60",
    }),
  ];
  const segment = path.join(work, `segment-${index}.mp4`);
  run("ffmpeg", [
    "-y",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    `color=c=${backgrounds[index % backgrounds.length]}:s=360x640:r=15:d=${length}`,
    "-i",
    voice,
    "-filter_complex",
    `[0:v]${layers.join(",")}[v];[1:a]atempo=${tempo.toFixed(3)},apad,atrim=0:${length}[a]`,
    "-map",
    "[v]",
    "-map",
    "[a]",
    "-c:v",
    "libx264",
    "-profile:v",
    "baseline",
    "-pix_fmt",
    "yuv420p",
    "-crf",
    "30",
    "-preset",
    "slow",
    "-c:a",
    "aac",
    "-b:a",
    "32k",
    "-ac",
    "1",
    "-ar",
    "22050",
    "-t",
    String(length),
    segment,
  ]);
  return segment;
});

const list = path.join(work, "segments.txt");
writeFileSync(list, segments.map((file) => `file '${file}'`).join("\n"));
run("ffmpeg", [
  "-y",
  "-loglevel",
  "error",
  "-f",
  "concat",
  "-safe",
  "0",
  "-i",
  list,
  "-c",
  "copy",
  "-movflags",
  "+faststart",
  outVideo,
]);
run("ffmpeg", [
  "-y",
  "-loglevel",
  "error",
  "-ss",
  "1",
  "-i",
  outVideo,
  "-frames:v",
  "1",
  "-q:v",
  "6",
  outPoster,
]);
rmSync(work, { recursive: true, force: true });
console.log(`Wrote ${path.relative(root, outVideo)} and ${path.relative(root, outPoster)}`);
