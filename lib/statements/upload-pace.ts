import { Transform, type Readable } from "node:stream";
import { backgroundTurn } from "@/lib/server/background-lane.mjs";
import { uploadPace, type UploadPaceSettings } from "./limits";

/** Why a body was stopped while it arrived: each is answered, and the connection closed. */
export type PaceStop = "idle" | "slow" | "too_large" | "cut";

/** The error a paced body is destroyed with; the intake answers by its reason. */
export class UploadStopped extends Error {
  constructor(readonly reason: PaceStop) {
    super(`upload stopped: ${reason}`);
  }
}

/** How far a body has come, for the admission to see which upload lags. */
export type UploadProgress = {
  bytes: number;
  startedAt: number;
  lastByteAt: number;
  done: boolean;
};

export type PacedBody = {
  /** The body as it arrives, every byte of it counted (preamble, part headers, every part). */
  body: Readable;
  progress: Readonly<UploadProgress>;
  /** Stops the body now (its slot was given to another upload). */
  cut(): void;
  /** Stops watching: the source is let go unread, for the caller to discard or close. */
  release(): void;
};

export type PaceOptions = Partial<UploadPaceSettings> & {
  /** The most the whole body may hold, counted as it arrives (a chunked body declares nothing). */
  limitBytes: number;
  now?: () => number;
  /** How often the timers are checked (ms). */
  tickMs?: number;
};

/**
 * Meters an upload body as it arrives and stops it past its byte limit, after an idle gap, or
 * when it falls behind the minimum rate or past the deadline: a visitor trickling bytes cannot
 * hold a slot, and Node's own request timeout (300 s of anything) is no longer the only bound.
 */
export function paceUpload(source: Readable, options: PaceOptions): PacedBody {
  const { limitBytes, now = Date.now, tickMs = 1000 } = options;
  const { idleMs, minBytesPerSecond, graceMs, deadlineMs } = { ...uploadPace, ...options };
  const startedAt = now();
  const progress: UploadProgress = { bytes: 0, startedAt, lastByteAt: startedAt, done: false };

  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      progress.bytes += chunk.length;
      progress.lastByteAt = now();
      if (progress.bytes > limitBytes) return done(new UploadStopped("too_large"));
      // Each chunk is parsed and written on a turn of its own, behind the pages' requests.
      backgroundTurn().then(() => done(null, chunk));
    },
    flush(done) {
      finish();
      done();
    },
  });

  const late = (at: number): PaceStop | null => {
    if (at - progress.lastByteAt >= idleMs) return "idle";
    const elapsed = at - startedAt;
    if (elapsed >= deadlineMs) return "slow";
    const owed = (minBytesPerSecond * (elapsed - graceMs)) / 1000;
    return elapsed > graceMs && progress.bytes < owed ? "slow" : null;
  };
  const stop = (reason: PaceStop) => {
    if (progress.done) return;
    finish();
    body.destroy(new UploadStopped(reason));
  };
  const timer = setInterval(() => {
    const reason = late(now());
    if (reason) stop(reason);
  }, tickMs);
  timer.unref();
  function finish() {
    progress.done = true;
    clearInterval(timer);
  }

  body.once("close", finish);
  source.once("error", (error) => body.destroy(error));
  source.pipe(body);
  body.on("error", () => {}); // its reader hears of it; a stop after release must not throw
  return {
    body,
    progress,
    cut: () => stop("cut"),
    release() {
      finish();
      source.unpipe(body);
    },
  };
}
