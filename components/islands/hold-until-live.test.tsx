/** @jest-environment jsdom */
import { fireEvent, waitFor } from "@testing-library/react";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { liveHosts } from "./hold-until-live";

/** React marks the nodes it owns: true once a root has adopted the element. */
const adopted = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith("__reactFiber"));

/** A page around an island host (as deferred-island.tsx renders it) with server markup inside. */
function Page() {
  return (
    <main>
      <h1>Contact</h1>
      <div
        className="contents"
        data-island=""
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "<form><input name='name'></form>" }}
      />
    </main>
  );
}

describe("holding taps and keys in an island until the page has committed its host", () => {
  beforeAll(() => Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", false));
  afterAll(() => Reflect.set(globalThis, "IS_REACT_ACT_ENVIRONMENT", true));
  afterEach(() => document.body.replaceChildren());

  it("keeps a keystroke in the island from making the page hydrate at once", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    // The page hydrates as Next hydrates it: a transition, in slices.
    startTransition(() => void hydrateRoot(container, <Page />));
    const heading = container.querySelector("h1")!;
    const name = container.querySelector("input")!;
    fireEvent.keyDown(name, { key: "D" });
    fireEvent.click(name);
    expect(adopted(heading)).toBe(false); // the page was not hydrated under the keystroke
    await waitFor(() => expect(adopted(heading)).toBe(true)); // it hydrates in its own time
  });

  it("(the hazard) a keystroke outside any island makes React hydrate the page at once", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    startTransition(() => void hydrateRoot(container, <Page />));
    const heading = container.querySelector("h1")!;
    fireEvent.keyDown(heading, { key: "D" });
    expect(adopted(heading)).toBe(true);
  });

  it("lets the events through once the page has committed the host", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const host = container.querySelector("[data-island]")!;
    const seen = jest.fn();
    document.addEventListener("keydown", seen);
    try {
      fireEvent.keyDown(host.querySelector("input")!, { key: "D" });
      expect(seen).not.toHaveBeenCalled();
      liveHosts.add(host);
      fireEvent.keyDown(host.querySelector("input")!, { key: "D" });
      expect(seen).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener("keydown", seen);
    }
  });
});
