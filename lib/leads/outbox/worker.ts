import { withDeadline } from "@/lib/deadline";
import { retryDelay, type RetryPolicy } from "./backoff";
import { describeError } from "./describe-error";
import type { Channel, ChannelName, ClaimedDelivery, OutboxStore } from "./types";

/** What the worker needs from the outside world; tests pass their own. */
export type OutboxWorkerDeps = {
  store: OutboxStore;
  channels: Partial<Record<ChannelName, Channel>>;
  retry: RetryPolicy;
  /** How often to look for due rows when nobody nudges. */
  pollMs: number;
  /** How long one send may take; past it the send is aborted and the row retried. */
  sendTimeoutMs?: number;
  /** How long a claim holds a row; must outlast a send, so it is the timeout plus a margin. */
  leaseMs?: number;
  concurrency?: number;
  random?: () => number;
  /** Called after every claim the store answered: the worker is healthy. */
  onClaimed?: () => void;
  log?: Pick<Console, "info" | "error">;
};

export type OutboxWorker = {
  /** Delivers until stopped (resolves), or until the store fails a claim (rejects once the sends in flight have settled). */
  run(): Promise<void>;
  /** Look for due rows now (a lead was just stored). */
  nudge(): void;
  /**
   * Stops claiming and gives the sends in flight `graceMs`; those still running then are
   * aborted and left to their lease, which brings them back after the next start.
   */
  stop(graceMs: number): Promise<void>;
};

export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { store, channels, retry, pollMs, onClaimed } = deps;
  const { sendTimeoutMs = 10_000, concurrency = 4, random = Math.random, log = console } = deps;
  const { leaseMs = sendTimeoutMs + 5_000 } = deps;
  const names = Object.keys(channels) as ChannelName[];
  const inFlight = new Set<Promise<void>>();
  const sending = new Set<Promise<void>>();
  const interrupt = new AbortController();
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
    const channel = channels[delivery.channel];
    try {
      if (!channel) throw new Error(`channel ${delivery.channel} is not configured`);
      const send = withDeadline(
        `${delivery.channel} send`,
        sendTimeoutMs,
        (signal) => channel.send(delivery, signal),
        interrupt.signal,
      );
      sending.add(send);
      await send.finally(() => sending.delete(send));
    } catch (error) {
      // Stopped mid-send: the lease brings the row back after the next start.
      if (interrupt.signal.aborted) return log.info(line("lead_delivery_interrupted", delivery));
      return failed(delivery, describeError(error));
    }
    const completed = await store.complete(delivery).catch(storeFailed(delivery));
    if (completed === undefined) return; // logged; the lease brings the row back
    // Ids only: an operator sees each delivery, and which instance made it.
    log.info(line(completed ? "lead_delivered" : "lead_delivery_lease_lost", delivery));
  }

  async function failed(delivery: ClaimedDelivery, error: string) {
    const delayMs = retryDelay(delivery.attempts, random, retry);
    const outcome = await store
      .reschedule(delivery, { error, delayMs, retryForMs: retry.forMs })
      .catch(storeFailed(delivery));
    if (outcome === "failed") log.error(line("lead_delivery_failed", delivery, { error }));
    else if (outcome === "pending")
      log.info(line("lead_delivery_retry", delivery, { error, delayMs }));
    else if (outcome === "lost") log.info(line("lead_delivery_lease_lost", delivery));
  }

  // The row keeps its lease; when it runs out the row is due again, so nothing is lost.
  const storeFailed = (delivery: ClaimedDelivery) => (error: unknown) => {
    log.error(line("lead_outbox_store_failed", delivery, { error: describeError(error) }));
    return undefined;
  };

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
    try {
      while (!stopping) {
        nudged = false;
        const free = concurrency - inFlight.size;
        const claimed = free > 0 ? await store.claim(free, leaseMs, names) : [];
        if (free > 0) onClaimed?.();
        if (stopping) break; // rows claimed as the stop came stay leased, and come back later
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
    } catch (error) {
      await Promise.allSettled([...inFlight]);
      throw error;
    }
  }

  return {
    run() {
      loop ??= run();
      return loop;
    },
    nudge() {
      nudged = true;
      wake?.();
    },
    async stop(graceMs) {
      stopping = true;
      wake?.();
      const settled = Promise.allSettled([loop, ...inFlight]);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
      await Promise.race([settled, grace]);
      clearTimeout(timer);
      // Sends still running are cut now (a store call in flight ends at its own timeout).
      interrupt.abort(new Error("the worker stopped"));
      await Promise.allSettled([...sending]);
    },
  };
}
