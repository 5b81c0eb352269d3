/**
 * Work that must finish before the process exits: long-lived parts (the lead outbox worker, the
 * embedded store) register a hook; the server runs them once on SIGTERM/SIGINT, after it has
 * stopped taking requests. The list lives on globalThis under a registered symbol because Next may
 * load this module more than once per process, and server.mjs (plain JavaScript) reads it too.
 */
export const shutdownHooksKey = Symbol.for("lake-country.shutdown-hooks");

/** A named piece of closing work; lower `order` runs first (the worker stops before the store). */
export type ShutdownHook = { name: string; order: number; run: () => Promise<void> | void };

type WithHooks = typeof globalThis & { [shutdownHooksKey]?: ShutdownHook[] };

/** Registers closing work once per name; a second registration under the same name replaces it. */
export function onShutdown(name: string, run: ShutdownHook["run"], order = 0): void {
  const holder = globalThis as WithHooks;
  const hooks = (holder[shutdownHooksKey] ??= []);
  const index = hooks.findIndex((hook) => hook.name === name);
  const hook = { name, order, run };
  if (index === -1) hooks.push(hook);
  else hooks[index] = hook;
}

/** The registered hooks in the order they run. */
export function shutdownHooks(): ShutdownHook[] {
  return [...((globalThis as WithHooks)[shutdownHooksKey] ?? [])].sort((a, b) => a.order - b.order);
}
