// How a server process starts and stops, one module for `npm start` (server.mjs) and Next's own
// servers (`next start`, the standalone server.js, through instrumentation.ts). Plain JavaScript,
// because server.mjs imports it without a build step; Next bundles its own copy for
// instrumentation.ts, so the state lives on globalThis under registered symbols, one per process.
//
// A stop fits inside Docker's 10 s grace, whatever hangs: requests in flight get DRAIN_LIMIT_MS,
// then the shutdown hooks run in order, each within what remains of STOP_LIMIT_MS, and the process
// exits at STOP_LIMIT_MS at the latest. A start that has not finished within START_TIMEOUT_MS
// exits 1, naming the step it was on.

import { spawn } from "node:child_process";

/** All of a stop: Docker sends SIGKILL 10 s after SIGTERM, so this leaves a second to exit. */
export const STOP_LIMIT_MS = 9_000;
/** How long requests in flight may take after the signal; the hooks get the rest. */
export const DRAIN_LIMIT_MS = 5_000;
/** Kept back from a hook for each step after it (later hooks, then the exit itself). */
const RESERVE_MS = 500;
/**
 * How long a start may take by default (START_TIMEOUT_MS): PGlite's first open takes seconds,
 * and over a minute was seen with three servers starting at once on a loaded two-core machine.
 */
const DEFAULT_START_LIMIT_MS = 120_000;

const hooksKey = Symbol.for("lake-country.shutdown-hooks");
/** Set from the first stop signal on; the readiness check reads it through isDraining(). */
export const drainingKey = Symbol.for("lake-country.draining");
const startKey = Symbol.for("lake-country.start");

const shared = globalThis;

/**
 * Registers closing work once per name (a second registration replaces the first); lower `order`
 * runs first: the lead outbox worker (10) before the lead store (100). `run` gets an AbortSignal
 * that fires when its time is up; the stop goes on without it then.
 */
export function onShutdown(name, run, order = 0) {
  const hooks = (shared[hooksKey] ??= []);
  const index = hooks.findIndex((hook) => hook.name === name);
  const hook = { name, order, run };
  if (index === -1) hooks.push(hook);
  else hooks[index] = hook;
}

/** The registered hooks in the order they run. */
export function shutdownHooks() {
  return [...(shared[hooksKey] ?? [])].sort((a, b) => a.order - b.order);
}

/**
 * Whether this process is server.mjs, which owns the signals and the compression: it sets this
 * variable before Next starts (next.config.ts reads it too); Next's own servers leave it unset.
 */
export const underOwnServer = () => process.env.LAKE_COUNTRY_OWN_SERVER === "1";

/** Whether a stop has begun: readiness answers 503 from then on, so balancers move away. */
export const isDraining = () => Boolean(shared[drainingKey]);

/**
 * Runs every hook once, in order, each within the time left before `deadline` less half a second
 * for each step after it (the later hooks and the exit), so one that hangs (a send to a mute SMTP
 * server) cannot take the lead store's close with it. A hook that fails or overruns is logged and
 * left behind; the rest run.
 */
export async function runShutdownHooks(deadline, log = console) {
  const hooks = shutdownHooks();
  for (const [index, hook] of hooks.entries()) {
    const after = hooks.length - index;
    const budget = Math.max(deadline - Date.now() - after * RESERVE_MS, 0);
    const outcome = await settleWithin((signal) => hook.run(signal), budget);
    if (outcome.timedOut)
      log.error(`shutdown hook ${hook.name} did not finish within ${budget} ms`);
    else if (outcome.error) log.error(`shutdown hook ${hook.name} failed:`, outcome.error);
  }
}

/** Runs `work(signal)` for at most `ms`; the signal aborts when the time is up. Never throws. */
async function settleWithin(work, ms) {
  const controller = new AbortController();
  let timer;
  const timeUp = new Promise((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`timed out after ${ms} ms`));
      resolve({ timedOut: true });
    }, ms);
  });
  try {
    const done = Promise.resolve()
      .then(() => work(controller.signal))
      .then(
        () => ({}),
        (error) => ({ error }),
      );
    return await Promise.race([done, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}

const signalCodes = { SIGINT: 130, SIGTERM: 143 };
// Taken before stopWithNext() replaces process.exit for Next's calls.
const exitProcess = process.exit.bind(process);

/**
 * Exits, surely: process.exit waits for libuv's thread pool, so one call stuck there (a file on a
 * hung disk, a DNS lookup) held a process past its deadline indefinitely (a start stuck writing
 * DATA_DIR never exited). A watchdog process kills this one a second later if it is still there,
 * and does nothing once it has gone (its parent is then another process).
 */
function exitSurely(code) {
  const { pid } = process;
  const watchdog = `setTimeout(() => process.ppid === ${pid} && process.kill(${pid}, "SIGKILL"), 1000)`;
  spawn(process.execPath, ["-e", watchdog], { detached: true, stdio: "ignore" }).unref();
  exitProcess(code);
}

/**
 * Stops the process on SIGTERM/SIGINT: marks it draining, waits for `drain()` (requests in flight)
 * up to DRAIN_LIMIT_MS, runs the hooks within STOP_LIMIT_MS of the signal, and exits with
 * `exitCode(signal)`; past STOP_LIMIT_MS it exits whatever is still running. A second signal
 * exits at once.
 */
export function stopOnSignals({ drain, exitCode, log = console }) {
  const stop = async (signal) => {
    if (isDraining()) {
      log.error(`${signal} again: exiting without waiting`);
      return exitSurely(signalCodes[signal]);
    }
    shared[drainingKey] = true;
    const deadline = Date.now() + STOP_LIMIT_MS;
    setTimeout(() => {
      log.error(`${signal}: still closing after ${STOP_LIMIT_MS / 1000} s; exiting now`);
      exitSurely(exitCode(signal));
    }, STOP_LIMIT_MS);
    log.log(`${signal}: finishing requests in flight, then closing`);
    await settleWithin(() => drain(), DRAIN_LIMIT_MS);
    await runShutdownHooks(deadline, log);
    log.log("closed cleanly");
    exitSurely(exitCode(signal));
  };
  for (const signal of Object.keys(signalCodes)) process.on(signal, () => void stop(signal));
}

/**
 * Under `next start` and the standalone server.js, Next owns the signals: it stops listening,
 * waits for every open request without a time limit, then calls process.exit(143 or 130) and never
 * closes what the app opened. This lets Next drain as it does, for DRAIN_LIMIT_MS at most, and
 * then stops as server.mjs does before that exit really happens. server.mjs stops by itself.
 */
export function stopWithNext() {
  let drained;
  const nextExited = new Promise((resolve) => (drained = resolve));
  const codes = {};
  stopOnSignals({
    drain: () => {
      // Next calls process.exit once its server has drained: the hooks run first.
      process.exit = (code) => drained((codes.next = code));
      return nextExited;
    },
    exitCode: (signal) => codes.next ?? signalCodes[signal],
  });
}

/**
 * Starts the clock on this process's start, once (server.mjs at its first line, else
 * instrumentation.ts): past `limitMs` it exits 1, naming the step it was on (see startStep).
 */
export function beginStart(limitMs, log = console) {
  if (shared[startKey]) return;
  let started;
  const start = { step: "loading the app", started: new Promise((r) => (started = r)) };
  start.timer = setTimeout(() => {
    log.error(
      `Not starting: the start did not finish within ${limitMs / 1000} s (still ${start.step}). ` +
        "START_TIMEOUT_MS sets the limit.",
    );
    exitSurely(1);
  }, limitMs);
  start.finish = () => {
    clearTimeout(start.timer);
    started();
  };
  shared[startKey] = start;
}

/** Names what the start is doing now, for the message if it overruns. */
export function startStep(step) {
  if (shared[startKey]) shared[startKey].step = step;
}

/** The start is done: the clock stops and server.mjs may listen. */
export function finishStart() {
  shared[startKey]?.finish();
}

/** Resolves once finishStart() has been called (instrumentation.ts's register() is done). */
export const whenStarted = () => shared[startKey].started;

/** START_TIMEOUT_MS, or the default; a malformed value is reported by the settings check. */
export function startLimitMs(env = process.env) {
  const value = Number(env.START_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_START_LIMIT_MS;
}
