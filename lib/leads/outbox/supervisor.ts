import { retryDelay } from "./backoff";
import { describeError, errorKind } from "./describe-error";
import { teamChannels, type ChannelName, type OutboxStore } from "./types";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerDeps } from "./worker";

/** What readiness reports about the worker: names and counts only. */
export type WorkerStatus = {
  state: "starting" | "running" | "restarting" | "stopped";
  /** Restarts since the process started. */
  restarts: number;
  /** The kind of the last failure (an error code or class), never its message. */
  lastFailure: string | null;
  channels: ChannelName[];
};

export type OutboxSupervisorDeps = Omit<OutboxWorkerDeps, "store" | "onClaimed"> & {
  /** Opens the store; called again for each restart (the embedded store reopens on failure). */
  openStore: () => Promise<OutboxStore>;
  /** Waits between restarts: about `baseMs`, doubling up to `maxMs`, with jitter. */
  restart?: { baseMs: number; maxMs: number };
};

export type OutboxSupervisor = {
  status(): WorkerStatus;
  nudge(): void;
  /** Stops the worker within `graceMs` (see OutboxWorker.stop) and ends the restarts. */
  stop(graceMs: number): Promise<void>;
};

/**
 * Keeps one delivery worker running: opens the store, records the channels, runs the worker,
 * and after any failure (the store will not open, a claim fails or hangs) starts it again after
 * a backoff, so one bad minute of the database never stops delivery for the process's life.
 */
export function superviseOutbox(deps: OutboxSupervisorDeps): OutboxSupervisor {
  const { openStore, restart = { baseMs: 1_000, maxMs: 60_000 }, log = console } = deps;
  const channels = Object.keys(deps.channels) as ChannelName[];
  const status: WorkerStatus = { state: "starting", restarts: 0, lastFailure: null, channels };
  let worker: OutboxWorker | null = null;
  let stopping = false;
  let failures = 0;
  let wake: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => (clearTimeout(timer), resolve());
    });

  async function supervise() {
    while (!stopping) {
      try {
        const store = await openStore();
        await store.setChannels(teamChannels(channels));
        if (stopping) break;
        worker = createOutboxWorker({ ...deps, store, onClaimed: () => (failures = 0) });
        status.state = "running";
        log.info(JSON.stringify({ event: "lead_outbox_started", channels }));
        await worker.run();
      } catch (error) {
        if (stopping) break;
        failures += 1;
        status.restarts += 1;
        status.state = "restarting";
        status.lastFailure = errorKind(error);
        const inMs = retryDelay(failures, deps.random ?? Math.random, restart);
        log.error(
          JSON.stringify({ event: "lead_outbox_restart", error: describeError(error), inMs }),
        );
        await pause(inMs);
      } finally {
        worker = null;
      }
    }
    status.state = "stopped";
  }

  const running = supervise();
  return {
    status: () => ({ ...status }),
    nudge: () => worker?.nudge(),
    async stop(graceMs) {
      stopping = true;
      wake?.();
      await worker?.stop(graceMs);
      // A store that is still opening is not waited for beyond the grace.
      await Promise.race([running, new Promise((resolve) => setTimeout(resolve, 100).unref())]);
      status.state = "stopped";
    },
  };
}
