/** @jest-environment jsdom */
import { whenWanted } from "./when-wanted";

/** jsdom lays nothing out: an observer that reports "near the screen" only when told to. */
let reportNear: () => void = () => {};
class NearObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    reportNear = () =>
      this.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {
    reportNear = () => {};
  }
}

/** The browser's idle queue (jsdom has none), run when the test says the browser idles. */
let idleQueue: IdleRequestCallback[] = [];
const browserIdles = () => {
  const due = idleQueue;
  idleQueue = [];
  for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
};

/** The document as it is while the page is still loading, until `load` fires. */
function stillLoading() {
  let state: DocumentReadyState = "loading";
  Object.defineProperty(document, "readyState", { configurable: true, get: () => state });
  return () => {
    state = "complete";
    window.dispatchEvent(new Event("load"));
  };
}

/** A host holding server markup, as deferred-island.tsx leaves it. */
function serverMarkup() {
  const host = document.createElement("div");
  host.innerHTML = "<form><input name='name'></form>";
  document.body.append(host);
  return host;
}

beforeEach(() => {
  window.IntersectionObserver = NearObserver as unknown as typeof IntersectionObserver;
  idleQueue = [];
  window.requestIdleCallback = (callback) => idleQueue.push(callback);
});
afterEach(() => {
  Reflect.deleteProperty(document, "readyState");
  document.body.replaceChildren();
  jest.useRealTimers();
});

describe("whenWanted", () => {
  it("with `idle`, opens when the browser is idle, but only after the page has loaded", () => {
    const finishLoading = stillLoading();
    const open = jest.fn();
    whenWanted(serverMarkup(), open, { idle: true });
    browserIdles();
    expect(idleQueue).toHaveLength(0); // nothing asked of the browser while it loads
    expect(open).not.toHaveBeenCalled();
    finishLoading();
    expect(open).not.toHaveBeenCalled(); // loaded, not yet idle
    browserIdles();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("opens once, whichever comes first: nearing the screen, a keypress, or idle", () => {
    const open = jest.fn();
    const host = serverMarkup();
    whenWanted(host, open, { idle: true });
    reportNear();
    host.querySelector("input")!.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    browserIdles();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("does not open on idle once stopped, nor without `idle`", () => {
    const stopped = jest.fn();
    whenWanted(serverMarkup(), stopped, { idle: true })();
    const notOnIdle = jest.fn();
    whenWanted(serverMarkup(), notOnIdle);
    browserIdles();
    expect(stopped).not.toHaveBeenCalled();
    expect(notOnIdle).not.toHaveBeenCalled();
    reportNear(); // the last observed host nears the screen
    expect(notOnIdle).toHaveBeenCalledTimes(1);
  });

  it("opens 200 ms after load where there is no requestIdleCallback (Safari)", () => {
    jest.useFakeTimers();
    Reflect.deleteProperty(window, "requestIdleCallback");
    const open = jest.fn();
    whenWanted(serverMarkup(), open, { idle: true });
    jest.advanceTimersByTime(199);
    expect(open).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
