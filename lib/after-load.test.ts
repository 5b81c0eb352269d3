/** @jest-environment jsdom */
import { afterLoadAndIdle } from "./after-load";

/** A browser's idle queue the test runs by hand: callbacks wait until the test says it idles. */
function fakeIdle() {
  const queue = new Map<number, IdleRequestCallback>();
  let next = 1;
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    queue.set(next, callback);
    return next++;
  });
  window.cancelIdleCallback = jest.fn((handle: number) => void queue.delete(handle));
  return {
    pending: () => queue.size,
    idle: () => {
      const due = [...queue.values()];
      queue.clear();
      for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

/** Makes the document look as it does while the page is still loading, until `load` fires. */
function stillLoading() {
  let state: DocumentReadyState = "loading";
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
  return () => {
    state = "complete";
    window.dispatchEvent(new Event("load"));
  };
}

describe("afterLoadAndIdle", () => {
  const idleApi = { request: window.requestIdleCallback, cancel: window.cancelIdleCallback };
  afterEach(() => {
    Reflect.deleteProperty(document, "readyState"); // back to jsdom's own
    window.requestIdleCallback = idleApi.request;
    window.cancelIdleCallback = idleApi.cancel;
    jest.useRealTimers();
  });

  it("waits for the page to load, then for the browser to idle", () => {
    const browser = fakeIdle();
    const finishLoading = stillLoading();
    const run = jest.fn();
    afterLoadAndIdle(run);
    expect(browser.pending()).toBe(0); // not even asked while loading
    finishLoading();
    expect(browser.pending()).toBe(1);
    expect(run).not.toHaveBeenCalled();
    browser.idle();
    expect(run).toHaveBeenCalledTimes(1);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 2000 });
  });

  it("asks for the next idle period at once on a page already loaded", () => {
    const browser = fakeIdle();
    const run = jest.fn();
    afterLoadAndIdle(run);
    browser.idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs nothing once cancelled, before or after the load", () => {
    const browser = fakeIdle();
    const finishLoading = stillLoading();
    const early = jest.fn();
    afterLoadAndIdle(early)();
    const late = jest.fn();
    const cancelLate = afterLoadAndIdle(late);
    finishLoading();
    cancelLate();
    browser.idle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
    expect(browser.pending()).toBe(0);
  });

  it("falls back to a timer where there is no requestIdleCallback (Safari)", () => {
    jest.useFakeTimers();
    Reflect.deleteProperty(window, "requestIdleCallback");
    const run = jest.fn();
    afterLoadAndIdle(run);
    jest.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
