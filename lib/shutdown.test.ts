import { onShutdown, shutdownHooks, shutdownHooksKey } from "./shutdown";

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[shutdownHooksKey];
});

test("hooks run in their order, whatever order they were registered in", () => {
  onShutdown("store", () => undefined, 20);
  onShutdown("worker", () => undefined, 10);
  expect(shutdownHooks().map((hook) => hook.name)).toEqual(["worker", "store"]);
});

test("registering a name again replaces the earlier hook instead of running it twice", () => {
  const first = jest.fn();
  const second = jest.fn();
  onShutdown("worker", first);
  onShutdown("worker", second);
  const hooks = shutdownHooks();
  expect(hooks).toHaveLength(1);
  void hooks[0]!.run();
  expect(second).toHaveBeenCalled();
  expect(first).not.toHaveBeenCalled();
});
