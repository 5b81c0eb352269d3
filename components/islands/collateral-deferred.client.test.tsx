/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { CopyButton } from "./copy-button.client";
import { DeferredCopyButton } from "./copy-button-deferred.client";
import { DeferredPitchbookNav } from "./pitchbook-nav-deferred.client";
import { DeferredUtmBuilder } from "./utm-builder-deferred.client";
import { copyIcons, pitchbookNavIcons } from "@/components/ui/island-icons";

// The collateral pages' islands load on demand (issue 36): these check that each wrapper loads
// the island it names and that the island then does what the page says it does.

/** jsdom has no IntersectionObserver; this one reports "near" only when the test scrolls. */
const observed = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
class ScrollObserver {
  private entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observed.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observed.delete(this.entry);
  }
}
const scrollNear = () =>
  [...observed].forEach(({ callback, targets }) =>
    callback(
      targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    ),
  );

const text = "Tagline to paste, with “quotes”";
const writeText = jest.fn<Promise<void>, [string]>();

beforeAll(() => {
  window.IntersectionObserver = ScrollObserver as unknown as typeof IntersectionObserver;
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
});
beforeEach(() => writeText.mockReset().mockResolvedValue(undefined));
afterEach(() => document.body.replaceChildren());

describe("DeferredCopyButton", () => {
  it("keeps the server's disabled button until it nears the screen, then copies the exact text", async () => {
    // The server's markup: what deferredIsland renders with the island itself.
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <main>
        <div className="contents">
          <CopyButton {...copyIcons} text={text} label="Copy tagline" />
        </div>
      </main>,
    );
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <DeferredCopyButton {...copyIcons} text={text} label="Copy tagline" />
        </main>,
      );
    });
    const button = screen.getByRole("button", { name: "Copy tagline" });
    // Without the island's code the button stays as the server sent it: disabled, as without JS.
    expect(button).toBeDisabled();

    await act(async () => scrollNear());
    await waitFor(() => expect(button).toBeEnabled());
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith(text);
    expect(await screen.findByText("Copied")).toBeInTheDocument();
    expect(screen.getAllByRole("button")).toHaveLength(1); // hydrated in place, not duplicated
  });

  it("mounts at once when the browser renders it (a client-side navigation)", async () => {
    render(<DeferredCopyButton {...copyIcons} text={text} label="Copy tagline" />);
    const button = await screen.findByRole("button", { name: "Copy tagline" });
    await waitFor(() => expect(button).toBeEnabled());
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith(text);
  });
});

describe("DeferredUtmBuilder", () => {
  it("loads the builder, which shows and copies the tracked link", async () => {
    const url = "https://www.example.com/statement-review";
    render(
      <DeferredUtmBuilder
        url={url}
        defaults={{ source: "linkedin", medium: "social", campaign: "q4-review" }}
        copyIcons={copyIcons}
      />,
    );
    const expected = `${url}?utm_source=linkedin&utm_medium=social&utm_campaign=q4-review`;
    expect(await screen.findByText(expected)).toBeInTheDocument();
    const copy = screen.getByRole("button", { name: "Copy tracked link" });
    await waitFor(() => expect(copy).toBeEnabled());
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith(expected);
  });
});

describe("DeferredPitchbookNav", () => {
  it("loads with the deck inside its host, and its buttons and keys move between slides", async () => {
    Element.prototype.scrollIntoView = jest.fn();
    render(
      <DeferredPitchbookNav deckId="deck" count={3} icons={pitchbookNavIcons}>
        <div id="deck">
          <section id="slide-1" />
          <section id="slide-2" />
          <section id="slide-3" />
        </div>
      </DeferredPitchbookNav>,
    );
    const next = await screen.findByRole("button", { name: "Next slide" });
    expect(document.querySelectorAll("#deck > section")).toHaveLength(3);
    expect(screen.getByText("Slide 1 of 3")).toBeInTheDocument();
    await act(async () => fireEvent.click(next));
    expect(screen.getByText("Slide 2 of 3")).toBeInTheDocument();
    expect(location.hash).toBe("#slide-2");
    await act(async () => fireEvent.keyDown(document, { key: "ArrowRight" }));
    expect(screen.getByText("Slide 3 of 3")).toBeInTheDocument();
    expect(next).toBeDisabled();
  });
});
