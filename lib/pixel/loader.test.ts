/** @jest-environment jsdom */
import { leaveFormPagesByDocument } from "./loader";

/** A window whose location can be watched: jsdom cannot navigate. */
function page(path: string) {
  const assign = jest.fn();
  const location = { origin: window.location.origin, pathname: path, assign };
  const fake = { document, location } as unknown as Window;
  leaveFormPagesByDocument(fake, (p) => p === "/contact" || p === "/apply");
  return assign;
}

function click(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, ...init });
  document.querySelector("a span, a")!.dispatchEvent(event);
  return event;
}

describe("leaveFormPagesByDocument", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("loads a form page as a new document, stopping the client-side route change", () => {
    const assign = page("/about");
    const event = click(`<a href="/contact?topic=walkthrough#message"><span>Book</span></a>`);
    expect(event.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(
      `${window.location.origin}/contact?topic=walkthrough#message`,
    );
  });

  it.each([
    ["a page without a form", `<a href="/zero-fee">Zero fee</a>`, {}],
    ["another site", `<a href="https://example.com/contact">Elsewhere</a>`, {}],
    ["a new tab", `<a href="/apply" target="_blank">Apply</a>`, {}],
    ["a download", `<a href="/apply" download>Apply</a>`, {}],
    ["a modified click", `<a href="/apply">Apply</a>`, { ctrlKey: true }],
    ["a middle click", `<a href="/apply">Apply</a>`, { button: 1 }],
  ])("leaves %s alone", (_, html, init) => {
    const assign = page("/about");
    const event = click(html, init);
    expect(event.defaultPrevented).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});
