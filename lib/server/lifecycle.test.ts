import { spawn } from "node:child_process";
import path from "node:path";
import { onShutdown, runShutdownHooks, shutdownHooks, STOP_LIMIT_MS } from "./lifecycle.mjs";

const hooksKey = Symbol.for("lake-country.shutdown-hooks");
afterEach(() => delete (globalThis as Record<symbol, unknown>)[hooksKey]);

const quietLog = () => ({ log: jest.fn(), error: jest.fn() });

test("hooks run in their order, whatever order they were registered in", () => {
  onShutdown("store", () => undefined, 20);
  onShutdown("worker", () => undefined, 10);
  expect(shutdownHooks().map((hook) => hook.name)).toEqual(["worker", "store"]);
});

test("registering a name again replaces the earlier hook instead of running it twice", async () => {
  const first = jest.fn();
  const second = jest.fn();
  onShutdown("worker", first);
  onShutdown("worker", second);
  await runShutdownHooks(Date.now() + 5_000, quietLog());
  expect(second).toHaveBeenCalledTimes(1);
  expect(first).not.toHaveBeenCalled();
});

test("a hook that hangs is cut at its share of the time, and the hooks after it still run", async () => {
  let aborted: AbortSignal | undefined;
  const closed = jest.fn();
  onShutdown("worker", (signal) => new Promise(() => (aborted = signal)), 10);
  onShutdown("failing", () => Promise.reject(new Error("boom")), 50);
  onShutdown("store", closed, 100);
  const log = quietLog();
  const started = Date.now();
  await runShutdownHooks(started + 2_000, log);
  // Half a second is kept back for each step after the worker: two hooks and the exit.
  expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  expect(Date.now() - started).toBeLessThan(1_000);
  expect(aborted?.aborted).toBe(true);
  expect(closed).toHaveBeenCalledTimes(1);
  // Its budget is what was left of the 2 s less the 1.5 s kept back: 500 ms, less the
  // milliseconds that passed before the hooks began on a busy machine.
  const [cut] = log.error.mock.calls[0] as [string];
  const budget = Number(/^shutdown hook worker did not finish within (\d+) ms$/.exec(cut)?.[1]);
  expect(budget).toBeGreaterThan(400);
  expect(budget).toBeLessThanOrEqual(500);
  expect(log.error).toHaveBeenCalledWith("shutdown hook failing failed:", expect.any(Error));
});

// A real process and real signals: lifecycle.mjs alone, a drain that takes `drainMs` and a hook
// that never ends, as a send to a mute SMTP server would, before the store's close.
function stoppingProcess(drainMs: number) {
  const lifecycle = path.join(__dirname, "lifecycle.mjs");
  const script = `
    import { onShutdown, stopOnSignals } from ${JSON.stringify(lifecycle)};
    onShutdown("worker", () => new Promise(() => {}), 10);
    onShutdown("store", () => console.log("store closed"), 100);
    stopOnSignals({ drain: () => new Promise((r) => setTimeout(r, ${drainMs})), exitCode: () => 0 });
    setInterval(() => {}, 1000);
    console.log("ready");`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script]);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const ready = new Promise<void>((resolve) =>
    child.stdout.on("data", () => output.includes("ready") && resolve()),
  );
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, ready, exited, output: () => output };
}

test("SIGTERM exits within the stop limit with a drain and a hook that never end, the store closed", async () => {
  const server = stoppingProcess(60_000);
  await server.ready;
  const signalled = Date.now();
  server.child.kill("SIGTERM");
  const code = await server.exited;
  const took = Date.now() - signalled;
  expect(code).toBe(0);
  expect(took).toBeLessThan(STOP_LIMIT_MS + 500);
  expect(took).toBeGreaterThan(STOP_LIMIT_MS - 1_500);
  expect(server.output()).toMatch(/shutdown hook worker did not finish within \d+ ms/);
  expect(server.output()).toContain("store closed");
  expect(server.output()).toContain("closed cleanly");
}, 20_000);

test("a second signal exits at once with the signal's code", async () => {
  const server = stoppingProcess(60_000);
  await server.ready;
  server.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 200));
  const signalled = Date.now();
  server.child.kill("SIGINT");
  expect(await server.exited).toBe(130);
  expect(Date.now() - signalled).toBeLessThan(1_000);
  expect(server.output()).toContain("SIGINT again: exiting without waiting");
}, 20_000);
