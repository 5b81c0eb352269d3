#!/usr/bin/env node
/**
 * Generates the home page's media into public/media, from code and text in this repository:
 * - hero-loop.webm / hero-loop.mp4 (1280×720, 8 s seamless loop) and hero-poster.webp, an abstract
 *   animation of soft light and flowing "payment rails" in the brand colours, drawn frame by frame
 *   here and encoded with ffmpeg;
 * - welcome-message.ogg (Opus) / welcome-message.m4a (AAC) and welcome-message.vtt, spoken by
 *   espeak-ng from content/welcome-message.json, with caption cues timed from the real audio.
 * Needs ffmpeg (libvpx-vp9, libx264, libwebp, libopus) and espeak-ng. Run: node scripts/make-media.mjs
 * It fails when a file exceeds its size budget.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const out = join(root, "public/media");
const work = mkdtempSync(join(tmpdir(), "make-media-"));

const W = 1280;
const H = 720;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;

/** Size budgets in bytes (issue 3): video pair, poster, audio pair. */
const budgets = { video: 1_500_000, poster: 60_000, audio: 250_000 };

/** Splits a string of command-line options (no paths in it) into arguments. */
const opts = (text) => text.trim().split(/\s+/);

function ffmpeg(...args) {
  execFileSync("ffmpeg", [...opts("-v error -y"), ...args.flat(Infinity)], { stdio: "inherit" });
}

const gaussian = (d, sigma) => Math.exp(-(d * d) / (2 * sigma * sigma));

/** Light blobs drifting on closed paths: centre (fractions of the frame), radius, RGB added. */
const blobs = [
  {
    x: (p) => 0.3 + 0.2 * Math.sin(p),
    y: (p) => 0.35 + 0.2 * Math.cos(p),
    r: 0.26,
    rgb: [10, 62, 78],
  },
  {
    x: (p) => 0.72 + 0.16 * Math.cos(p + 1.3),
    y: (p) => 0.62 + 0.2 * Math.sin(2 * p + 0.4),
    r: 0.22,
    rgb: [12, 38, 104],
  },
  {
    x: (p) => 0.55 + 0.28 * Math.sin(p + 2.6),
    y: (p) => 0.22 + 0.16 * Math.sin(p + 0.9),
    r: 0.18,
    rgb: [3, 52, 42],
  },
];
/** Gently waving lines with light pulses travelling along them. */
const rails = [0.6, 0.68, 0.76, 0.84].map((base, k) => ({
  base,
  phase: k * 1.7,
  wave: 260 + 40 * k,
}));
const railRgb = [80, 200, 170];

/** Draws frame f of the loop into buf (RGB24); every motion is periodic over the loop. */
function drawFrame(f, buf) {
  const p = (2 * Math.PI * f) / FRAMES;
  const gx = blobs.map((b) =>
    Float64Array.from({ length: W }, (_, x) => gaussian(x - b.x(p) * W, b.r * W)),
  );
  const gy = blobs.map((b) =>
    Float64Array.from({ length: H }, (_, y) => gaussian(y - b.y(p) * H, b.r * W)),
  );
  const centre = rails.map((r) =>
    Float64Array.from(
      { length: W },
      (_, x) => r.base * H + 18 * Math.sin((2 * Math.PI * x) / r.wave / 2 + p + r.phase),
    ),
  );
  const pulse = rails.map((r) =>
    Float64Array.from(
      { length: W },
      (_, x) =>
        0.15 + 0.85 * (0.5 + 0.5 * Math.sin((2 * Math.PI * x) / 420 - 2 * p + r.phase)) ** 10,
    ),
  );
  for (let y = 0; y < H; y++) {
    const v = y / H;
    for (let x = 0; x < W; x++) {
      const shade = 0.62 + 0.38 * (x / W);
      let r = (8 + 4 * v) * shade;
      let g = (22 + 8 * v) * shade;
      let b = (58 + 14 * v) * shade;
      for (let k = 0; k < blobs.length; k++) {
        const weight = gx[k][x] * gy[k][y] * shade;
        const [br, bg, bb] = blobs[k].rgb;
        r += br * weight;
        g += bg * weight;
        b += bb * weight;
      }
      for (let k = 0; k < rails.length; k++) {
        const d = y - centre[k][x];
        if (d > 40 || d < -40) continue;
        const light = (gaussian(d, 1.3) + 0.22 * gaussian(d, 12)) * pulse[k][x] * shade;
        r += railRgb[0] * light;
        g += railRgb[1] * light;
        b += railRgb[2] * light;
      }
      const i = (y * W + x) * 3;
      buf[i] = Math.min(255, r);
      buf[i + 1] = Math.min(255, g);
      buf[i + 2] = Math.min(255, b);
    }
  }
}

/** Streams every frame, losslessly, into a master file the delivery encodes start from. */
async function renderMaster(path) {
  const raw = opts(`-v error -y -f rawvideo -pix_fmt rgb24 -s ${W}x${H} -r ${FPS} -i -`);
  const lossless = opts("-c:v libx264 -qp 0 -preset ultrafast -pix_fmt yuv444p");
  const encoder = spawn("ffmpeg", [...raw, ...lossless, path], {
    stdio: ["pipe", "inherit", "inherit"],
  });
  const done = new Promise((resolve, reject) =>
    encoder.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}`)))),
  );
  const frame = Buffer.alloc(W * H * 3);
  for (let f = 0; f < FRAMES; f++) {
    drawFrame(f, frame);
    if (!encoder.stdin.write(frame)) await new Promise((ok) => encoder.stdin.once("drain", ok));
  }
  encoder.stdin.end();
  await done;
}

/** The hero loop in VP9 and H.264 (one keyframe per loop) and its first frame as the poster. */
async function makeVideo() {
  const master = join(work, "master.mkv");
  await renderMaster(master);
  const common = opts(`-an -pix_fmt yuv420p -g ${FRAMES}`);
  const vp9 = opts("-c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -cpu-used 2");
  const h264 = opts("-c:v libx264 -crf 27 -preset slow -profile:v high -movflags +faststart");
  ffmpeg("-i", master, common, vp9, join(out, "hero-loop.webm"));
  ffmpeg("-i", master, common, h264, join(out, "hero-loop.mp4"));
  ffmpeg("-i", master, opts("-frames:v 1 -c:v libwebp -quality 72"), join(out, "hero-poster.webp"));
}

/** Seconds of a media file, from ffprobe. */
function duration(path) {
  const args = [...opts("-v error -show_entries format=duration -of csv=p=0"), path];
  return Number(execFileSync("ffprobe", args).toString().trim());
}

const leadIn = 0.3;
const gap = 0.45;

/** A WebVTT timestamp, hh:mm:ss.mmm. */
function timestamp(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (value, size = 2) => String(value).padStart(size, "0");
  const [h, m, s] = [
    Math.floor(ms / 3_600_000),
    Math.floor(ms / 60_000) % 60,
    Math.floor(ms / 1000) % 60,
  ];
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Speaks each cue with espeak-ng, joins them with short pauses and writes the timed captions. */
function makeAudio() {
  const script = JSON.parse(readFileSync(join(root, "content/welcome-message.json"), "utf8"));
  const parts = script.cues.map((text, index) => {
    const path = join(work, `cue-${index}.wav`);
    execFileSync("espeak-ng", [...opts(`-v ${script.voice} -s 158 -p 42 -w`), path, text]);
    return { text, path, seconds: duration(path) };
  });

  let clock = leadIn;
  const cues = parts.map((part, index) => {
    const cue = `${index + 1}\n${timestamp(clock)} --> ${timestamp(clock + part.seconds)}\n${part.text}`;
    clock += part.seconds + gap;
    return cue;
  });
  writeFileSync(
    join(out, "welcome-message.vtt"),
    `WEBVTT - ${script.title}\n\n${cues.join("\n\n")}\n`,
  );

  const padded = parts.map((_, i) => `[${i}:a]aresample=48000,apad=pad_dur=${gap}[a${i}]`);
  const joined = `${parts.map((_, i) => `[a${i}]`).join("")}concat=n=${parts.length}:v=0:a=1`;
  const polish = `adelay=${leadIn * 1000},highpass=f=90,loudnorm=I=-18:TP=-2`;
  const mixed = join(work, "welcome.wav");
  ffmpeg(
    parts.map((part) => ["-i", part.path]),
    "-filter_complex",
    `${padded.join(";")};${joined},${polish}[out]`,
    opts("-map [out] -ac 1 -ar 48000"),
    mixed,
  );
  ffmpeg(
    "-i",
    mixed,
    opts("-c:a libopus -b:a 16k -vbr constrained -application voip"),
    join(out, "welcome-message.ogg"),
  );
  ffmpeg(
    "-i",
    mixed,
    opts("-c:a aac -b:a 20k -ar 22050 -movflags +faststart"),
    join(out, "welcome-message.m4a"),
  );
}

/** Prints every file's size and fails when a group exceeds its budget. */
function checkBudgets() {
  const groups = {
    video: ["hero-loop.webm", "hero-loop.mp4"],
    poster: ["hero-poster.webp"],
    audio: ["welcome-message.ogg", "welcome-message.m4a"],
  };
  let over = false;
  for (const [group, files] of Object.entries(groups)) {
    const sizes = files.map((file) => statSync(join(out, file)).size);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    files.forEach((file, i) => console.log(`${file.padEnd(22)} ${String(sizes[i]).padStart(9)} B`));
    const ok = total <= budgets[group];
    over ||= !ok;
    console.log(`${group}: ${total} of ${budgets[group]} B ${ok ? "ok" : "OVER BUDGET"}\n`);
  }
  if (over) process.exitCode = 1;
}

const only = process.argv[2];
try {
  if (!only || only === "video") await makeVideo();
  if (!only || only === "audio") makeAudio();
  checkBudgets();
} finally {
  rmSync(work, { recursive: true, force: true });
}
