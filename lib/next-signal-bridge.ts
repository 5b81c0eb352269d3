import { isDraining, markDraining, runShutdownHooks, underOwnServer } from "./shutdown-run";

/** How long Next's own server may take to finish requests before the hooks run anyway. */
const drainLimitMs = 10_000;

/**
 * Under `next start` and the standalone server.js, Next owns SIGTERM/SIGINT: it stops listening,
 * waits for every open request without a time limit, then calls process.exit(143/130) and never
 * closes what the app opened. This bridge lets Next drain as it does, then runs the shutdown hooks
 * (PGlite's close among them) before that exit really happens; it adds a time limit, and a second
 * signal exits at once. server.mjs handles signals itself, so the bridge stays off there.
 */
export function installNextSignalBridge(): void {
  if (underOwnServer() || process.env.NEXT_MANUAL_SIG_HANDLE) return;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => onSignal(signal));
  }
}

const realExit = process.exit.bind(process);

function onSignal(signal: NodeJS.Signals): void {
  const code = signal === "SIGINT" ? 130 : 143;
  if (isDraining()) {
    console.error(`${signal} again: exiting without waiting`);
    realExit(code);
  }
  markDraining();
  let hooks: Promise<void> | undefined;
  const finish = (exitCode: number) => {
    hooks ??= runShutdownHooks().finally(() => {
      console.log("closed cleanly");
      realExit(exitCode);
    });
  };
  // Next calls process.exit once its server has drained; the hooks run first.
  process.exit = ((exitCode?: number) => finish(exitCode ?? code)) as typeof process.exit;
  setTimeout(() => finish(code), drainLimitMs).unref();
}
