import { shutdownHooks } from "./shutdown";

/** Set while the server drains, so readiness answers 503 and balancers stop sending traffic. */
export const drainingKey = Symbol.for("lake-country.draining");

type Flags = typeof globalThis & { [drainingKey]?: boolean };

/**
 * server.mjs sets this variable before Next starts (next.config.ts reads it too): that process
 * owns the signals and the compression; Next's own servers leave it unset.
 */
export const underOwnServer = () => process.env.LAKE_COUNTRY_OWN_SERVER === "1";
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
