/** @jest-environment jsdom */
import { fireEvent, waitFor } from "@testing-library/react";
import { startTransition, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { mountIsland } from "./mount-island";

/** React marks the nodes it owns: true once hydration has adopted the element. */
const adopted = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber"));

/** Keeps the thread busy, as a large form's rendering does on a slow phone. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** A field the visitor types in and a button only the island's code can count. */
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

/** The server's markup of the island in its host, as the page shows it before any code runs. */
function serverHost() {
  const host = document.createElement("div");
  host.innerHTML = renderToString(<Counter label="Island" />);
  document.body.append(host);
  const [name, button] = [host.querySelector("input")!, host.querySelector("button")!];
  return { host, name, button };
}

describe("mountIsland", () => {
  // Hydration here runs on React's own scheduler, as in a browser, not inside act().
  beforeAll(() => Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false));
  afterAll(() => Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true));
  afterEach(() => document.body.replaceChildren());

  it("hydrates in slices that let the browser run other tasks between them", async () => {
    const events: string[] = [];
    /** Each part takes 8 ms to render, more than React's 5 ms slice. */
    function Slow({ n }: { n: number }) {
      busyFor(8);
      events.push(`part ${n}`);
      return <p>Part {n}</p>;
    }
    const Parts = () => [1, 2, 3, 4].map((n) => <Slow key={n} n={n} />);
    const host = document.createElement("div");
    host.innerHTML = renderToString(<Parts />);
    document.body.append(host);
    events.length = 0;
    await mountIsland(host, Parts, {}, [], () => false);
    const ticks = setInterval(() => events.push("other task"), 0);
    await waitFor(() => expect(events.filter((e) => e.startsWith("part"))).toHaveLength(4));
    clearInterval(ticks);
    const parts = events.filter((e) => e.startsWith("part")).map((e) => events.indexOf(e));
    // Other tasks ran between the first part and the last: no single task held all of them.
    expect(events.slice(parts[0], parts[3])).toContain("other task");
  });

  it("hydrates after the call returns, and then works", async () => {
    const { host, button } = serverHost();
    await mountIsland(host, Counter, { label: "Island" }, [], () => false);
    expect(adopted(button)).toBe(false);
    await waitFor(() => expect(adopted(button)).toBe(true));
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveTextContent("Pressed 1"));
  });

  it("does not let a tap or keystrokes during hydration finish it in one task, and keeps them", async () => {
    const { host, name, button } = serverHost();
    await mountIsland(host, Counter, { label: "Island" }, [], () => false);
    // The visitor taps the field and types while React is still hydrating.
    fireEvent.pointerDown(name);
    name.focus();
    fireEvent.keyDown(name, { key: "D" });
    fireEvent.input(name, { target: { value: "Dana" } });
    fireEvent.click(button);
    expect(adopted(button)).toBe(false); // still hydrating: nothing was forced
    expect(button).toHaveTextContent("Pressed 0"); // the click waited for no code
    await waitFor(() => expect(adopted(button)).toBe(true));
    expect(host.querySelector("input")).toBe(name); // the same element, kept
    expect(name).toHaveValue("Dana");
    expect(name).toHaveFocus();
    fireEvent.click(button); // and once hydrated, the island's code answers
    await waitFor(() => expect(button).toHaveTextContent("Pressed 1"));
  });

  it("(the hazard it stops) React otherwise hydrates the whole root under the first click", () => {
    const { host, button } = serverHost();
    startTransition(() => {
      hydrateRoot(host, <Counter label="Island" />);
    });
    expect(adopted(button)).toBe(false);
    fireEvent.click(button);
    expect(adopted(button)).toBe(true); // hydrated synchronously, inside the click's task
  });

  it("leaves the markup alone when the island has gone before its code arrived", async () => {
    const { host, button } = serverHost();
    expect(await mountIsland(host, Counter, { label: "Island" }, [], () => true)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(adopted(button)).toBe(false);
  });

  it("renders a host the server left empty (a client-side navigation)", async () => {
    const host = document.createElement("div");
    document.body.append(host);
    await mountIsland(host, Counter, { label: "Island" }, [], () => false);
    await waitFor(() => expect(host.querySelector("button")).toHaveTextContent("Pressed 0"));
  });
});
