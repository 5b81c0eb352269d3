/** @jest-environment jsdom */
import { act, fireEvent } from "@testing-library/react";
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { deferredIsland } from "@/components/islands/deferred-island";
import { holdScript } from "./hold-island-events.mjs";

function Form() {
  return (
    <form aria-label="Island">
      <input aria-label="Name" name="name" />
    </form>
  );
}

/** The page: a heading the page's root answers keys on, and a deferred form. */
function Page({ Island, onKey }: { Island: ComponentType; onKey: () => void }) {
  return (
    <main onKeyDown={onKey}>
      <h1 tabIndex={-1}>Contact</h1>
      <Island />
    </main>
  );
}

test("keys in an island's server markup never reach the page's listeners until its root has hydrated", async () => {
  const load = async () => Form;
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <Page Island={deferredIsland(Form, load)} onKey={() => {}} />,
  );
  document.body.append(container);
  new Function(holdScript())();
  // React's own listeners sit on its root's container (the document, for Next's page root).
  const seen: string[] = [];
  document.addEventListener(
    "keydown",
    (event) => seen.push((event.target as Element).tagName),
    true,
  );
  const name = container.querySelector("input")!;
  const heading = container.querySelector("h1")!;

  const typed = new KeyboardEvent("keydown", { key: "J", bubbles: true, cancelable: true });
  name.dispatchEvent(typed);
  fireEvent.keyDown(heading, { key: "J" });
  // Held from the page's listeners, not from the browser: the key still types.
  expect(typed.defaultPrevented).toBe(false);
  expect(seen).toEqual(["H1"]);

  const pageKeys = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Page Island={deferredIsland(null, load)} onKey={pageKeys} />);
  });
  expect(container.querySelector("[data-deferred-island]")).toBeNull();
  // Hydrated: the island's keys reach the page again.
  fireEvent.keyDown(name, { key: "o" });
  expect(seen).toEqual(["H1", "INPUT"]);
  expect(pageKeys).toHaveBeenCalledTimes(1);
});
