/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { deferredIsland } from "./deferred-island";

/**
 * jsdom lays nothing out, so it has no IntersectionObserver: this one reports an element near the
 * screen only when the test scrolls (`scrollNear`), as a browser would once the visitor scrolls.
 */
const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
class ScrollObserver {
  private entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observers.delete(this.entry);
  }
}
function scrollNear() {
  for (const { callback, targets } of [...observers])
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
}
beforeAll(() => {
  window.IntersectionObserver = ScrollObserver as unknown as typeof IntersectionObserver;
});

/** The browser's idle queue (jsdom has none): callbacks wait until the test says it idles. */
const idleQueue = new Map<number, IdleRequestCallback>();
let idleHandles = 0;
beforeEach(() => {
  idleQueue.clear();
  window.requestIdleCallback = (callback) => {
    idleQueue.set(++idleHandles, callback);
    return idleHandles;
  };
  window.cancelIdleCallback = (handle) => void idleQueue.delete(handle);
});
function browserIdles() {
  const due = [...idleQueue.values()];
  idleQueue.clear();
  for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 });
}

/** Resolves once React has adopted the element (hydrated it): it marks the nodes it owns. */
const hydrated = (element: Element) => waitFor(() => expect(adopted(element)).toBe(true));

const adopted = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber"));

/** A small island: a field the visitor types in and a button only its code can count. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <form aria-label={label}>
      <input aria-label="Name" name="name" defaultValue="" />
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Pressed {count}
      </button>
    </form>
  );
}

/** Server markup of the page, then the browser's hydration of it with the island deferred. */
async function hydratedPage(
  load: () => Promise<typeof Counter>,
  options?: { untilVisitorActs?: boolean },
) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <main>
      {(() => {
        const Server = deferredIsland(Counter, load, options);
        return <Server label="Island" />;
      })()}
    </main>,
  );
  document.body.append(container);
  const Browser = deferredIsland<{ label: string }>(null, load, options);
  await act(async () => {
    hydrateRoot(
      container,
      <main>
        <Browser label="Island" />
      </main>,
    );
  });
  return container;
}

describe("deferredIsland", () => {
  afterEach(() => document.body.replaceChildren());

  it("keeps the server's markup through hydration and loads no code until the visitor reaches in", async () => {
    const load = jest.fn(async () => Counter);
    await hydratedPage(load);
    await act(async () => browserIdles()); // not asked to load on idle
    expect(screen.getByRole("form", { name: "Island" })).toBeInTheDocument();
    expect(screen.getByRole("button")).toHaveTextContent("Pressed 0");
    expect(load).toHaveBeenCalledTimes(0);
    fireEvent.click(screen.getByRole("button")); // a click on the kept markup does nothing yet
    expect(screen.getByRole("button")).toHaveTextContent("Pressed 0");
    expect(adopted(screen.getByRole("button"))).toBe(false);
  });

  it("with `untilVisitorActs`, waits on the first screen for a scroll or a touch", async () => {
    const load = jest.fn(async () => Counter);
    await hydratedPage(load, { untilVisitorActs: true });
    await act(async () => scrollNear()); // near as the page opens: not wanted yet
    await act(async () => browserIdles());
    expect(load).toHaveBeenCalledTimes(0);
    await act(async () => void window.dispatchEvent(new Event("scroll")));
    await act(async () => scrollNear());
    expect(load).toHaveBeenCalledTimes(1);
    const button = screen.getByRole("button");
    await hydrated(button);
    await act(async () => fireEvent.click(button));
    expect(button).toHaveTextContent("Pressed 1");
  });

  it("loads and hydrates once the markup nears the screen", async () => {
    const load = jest.fn(async () => Counter);
    await hydratedPage(load);
    await act(async () => scrollNear());
    expect(load).toHaveBeenCalledTimes(1);
    const button = screen.getByRole("button");
    await hydrated(button);
    await act(async () => fireEvent.click(button));
    expect(button).toHaveTextContent("Pressed 1");
  });

  it("hydrates on the first focus, keeping what was typed, and then works", async () => {
    const load = jest.fn(async () => Counter);
    await hydratedPage(load);
    const name = screen.getByRole("textbox", { name: "Name" });
    const before = name;
    name.focus();
    fireEvent.change(name, { target: { value: "Dana" } });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const button = screen.getByRole("button");
    await hydrated(button);
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(button).toHaveTextContent("Pressed 1"));
    expect(screen.getByRole("textbox", { name: "Name" })).toBe(before); // the same element
    expect(before).toHaveValue("Dana");
    expect(before).toHaveFocus();
  });

  it("leaves the server's markup working when the code does not arrive", async () => {
    const load = jest.fn(() => Promise.reject(new Error("ChunkLoadError")));
    await hydratedPage(load);
    fireEvent.focusIn(screen.getByRole("textbox", { name: "Name" }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {});
    expect(screen.getByRole("form", { name: "Island" })).toBeInTheDocument();
    expect(screen.getByRole("button")).toHaveTextContent("Pressed 0");
    expect(adopted(screen.getByRole("button"))).toBe(false);
  });
});
