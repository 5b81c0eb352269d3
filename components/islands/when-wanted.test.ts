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

/** The visitor scrolls the page (by `by` pixels). */
function visitorScrolls(by = 200) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: by });
  window.dispatchEvent(new Event("scroll"));
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
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  document.body.replaceChildren();
  jest.useRealTimers();
});

describe("whenWanted", () => {
  it("opens once, whichever comes first: nearing the screen or a keypress", () => {
    const open = jest.fn();
    const host = serverMarkup();
    whenWanted(host, open);
    reportNear();
    host.querySelector("input")!.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("never opens because the browser is idle or time has passed, nor once stopped", () => {
    jest.useFakeTimers();
    const open = jest.fn();
    whenWanted(serverMarkup(), open);
    const stopped = jest.fn();
    const host = serverMarkup();
    whenWanted(host, stopped)();
    browserIdles();
    jest.advanceTimersByTime(60_000);
    host.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(open).not.toHaveBeenCalled();
    expect(stopped).not.toHaveBeenCalled();
  });

  it("with `untilVisitorActs`, a form near the screen as the page opens waits for a scroll", () => {
    const open = jest.fn();
    whenWanted(serverMarkup(), open, { untilVisitorActs: true });
    reportNear(); // on the first screen: not observed yet
    expect(open).not.toHaveBeenCalled();
    visitorScrolls();
    reportNear();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("with `untilVisitorActs`, opens on the first touch without any scroll", () => {
    const open = jest.fn();
    const host = serverMarkup();
    whenWanted(host, open, { untilVisitorActs: true });
    host.querySelector("input")!.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("opens at once when focus is already inside: the visitor reached in before hydration", () => {
    const host = serverMarkup();
    host.querySelector("input")!.focus();
    const open = jest.fn();
    whenWanted(host, open, { untilVisitorActs: true });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("with `untilVisitorActs`, opens when a pointer comes over it (a desktop visitor heading there)", () => {
    const open = jest.fn();
    const host = serverMarkup();
    whenWanted(host, open, { untilVisitorActs: true });
    host.querySelector("form")!.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("with `untilVisitorActs`, a link with answers or a saved draft counts as the visitor's act", () => {
    const fromLink = jest.fn();
    history.replaceState(null, "", "/contact?topic=walkthrough");
    whenWanted(serverMarkup(), fromLink, { untilVisitorActs: true });
    reportNear();
    history.replaceState(null, "", "/apply");
    const resumed = jest.fn();
    whenWanted(serverMarkup(), resumed, { untilVisitorActs: true, resumed: () => true });
    reportNear();
    expect(fromLink).toHaveBeenCalledTimes(1);
    expect(resumed).toHaveBeenCalledTimes(1);
  });

  it("with `untilVisitorActs`, a page that opens scrolled (a link to the form) counts as moved", () => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 900 });
    const open = jest.fn();
    whenWanted(serverMarkup(), open, { untilVisitorActs: true });
    reportNear();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
