import { retryDelay, shouldGiveUp, type RetryPolicy } from "./backoff";
import type { Channel, ChannelName, ClaimedDelivery, OutboxStore } from "./types";

/** What the worker needs from the outside world; tests pass their own. */
export type OutboxWorkerDeps = {
  store: OutboxStore;
  channels: Partial<Record<ChannelName, Channel>>;
  retry: RetryPolicy;
  /** How often to look for due rows when nobody nudges. */
  pollMs: number;
  /** How long one send may take before it counts as failed. */
  sendTimeoutMs?: number;
  /** How long a claim holds a row; must outlast a send, so it is the timeout plus a margin. */
  leaseMs?: number;
  concurrency?: number;
  now?: () => number;
  random?: () => number;
  log?: Pick<Console, "info" | "error">;
};

export type OutboxWorker = {
  start(): void;
  /** Look for due rows now (a lead was just stored). */
  nudge(): void;
  /** Stops claiming, waits for the sends in flight (bounded by the timeout). */
  stop(): Promise<void>;
};

export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { store, channels, retry, pollMs } = deps;
  const { sendTimeoutMs = 10_000, concurrency = 4, now = Date.now, random = Math.random } = deps;
  const { leaseMs = sendTimeoutMs + 5_000, log = console } = deps;
  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let nudged = false;

  const line = (event: string, delivery: ClaimedDelivery, extra?: object) =>
    JSON.stringify({
      event,
      deliveryId: delivery.id,
      leadId: delivery.lead.id,
      kind: delivery.lead.kind,
      channel: delivery.channel,
      attempts: delivery.attempts,
      ...extra,
    });

  async function deliver(delivery: ClaimedDelivery) {
    try {
      const channel = channels[delivery.channel];
      if (!channel) throw new Error(`channel ${delivery.channel} is not configured`);
      await withTimeout((signal) => channel.send(delivery, signal), sendTimeoutMs);
      if (!(await store.complete(delivery))) log.info(line("lead_delivery_lease_lost", delivery));
    } catch (error) {
      const message = describe(error);
      const delayMs = retryDelay(delivery.attempts, random, retry);
      const giveUp = shouldGiveUp(delivery.queuedAt, now(), delayMs, retry);
      await store
        .retry(delivery, { error: message, delayMs, giveUp })
        .catch((storeError: unknown) =>
          log.error(line("lead_outbox_store_failed", delivery, { error: describe(storeError) })),
        );
      if (giveUp) log.error(line("lead_delivery_failed", delivery, { error: message }));
      else log.info(line("lead_delivery_retry", delivery, { error: message, delayMs }));
    }
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
      if (nudged || stopping) done();
    });
  }

  async function run() {
    while (!stopping) {
      nudged = false;
      const free = concurrency - inFlight.size;
      let claimed: ClaimedDelivery[] = [];
      if (free > 0) {
        try {
          claimed = await store.claim(free, leaseMs);
        } catch (error) {
          log.error(JSON.stringify({ event: "lead_outbox_claim_failed", error: describe(error) }));
        }
      }
      for (const delivery of claimed) {
        const task: Promise<void> = deliver(delivery).finally(() => {
          inFlight.delete(task);
          wake?.(); // a slot is free: look again at once
        });
        inFlight.add(task);
      }
      // A full batch means more rows may be due; otherwise wait for the poll or a nudge.
      if (free > 0 && claimed.length === free) continue;
      await sleep(pollMs);
    }
  }

  return {
    start() {
      stopping = false;
      loop ??= run();
    },
    nudge() {
      nudged = true;
      wake?.();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      loop = null;
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** Runs a send with an abort signal, and gives up on it at the deadline even if it ignores it. */
async function withTimeout(send: (signal: AbortSignal) => Promise<void>, ms: number) {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`timed out after ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    await Promise.race([send(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** A short, single-line reason for the log and the row; never the message's content. */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/[\r\n]+/g, " ").slice(0, 300);
}
