import { shutdownHooks } from "./shutdown";

/** Marks a process whose server.mjs owns the signals; Next's own servers leave it unset. */
export const ownServerKey = Symbol.for("lake-country.own-server");
/** Set while the server drains, so readiness answers 503 and balancers stop sending traffic. */
export const drainingKey = Symbol.for("lake-country.draining");

type Flags = typeof globalThis & { [ownServerKey]?: boolean; [drainingKey]?: boolean };

export const underOwnServer = () => Boolean((globalThis as Flags)[ownServerKey]);
export const isDraining = () => Boolean((globalThis as Flags)[drainingKey]);
export const markDraining = () => void ((globalThis as Flags)[drainingKey] = true);

/** Runs every registered hook once, in order; one failing hook does not skip the rest. */
export async function runShutdownHooks(log: Pick<Console, "error"> = console): Promise<void> {
  for (const hook of shutdownHooks()) {
    try {
      await hook.run();
    } catch (error) {
      log.error(`shutdown hook ${hook.name} failed:`, error);
    }
  }
}
