/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { NavigationStatus } from "./navigation-status.client";

let pathname = "/about";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

function clickLink(
  href: string,
  init: MouseEventInit = {},
  attributes: Record<string, string> = {},
) {
  const link = document.createElement("a");
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.addEventListener("click", (event) => event.preventDefault(), { once: true });
  document.body.append(link);
  act(() => {
    link.dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }),
    );
  });
  link.remove();
}

describe("navigation status", () => {
  beforeEach(() => {
    pathname = "/about";
    window.history.replaceState(null, "", "/about");
  });

  it("announces loading when an internal link to another page is followed, until the page arrives", () => {
    const { rerender } = render(<NavigationStatus />);
    expect(screen.getByRole("status")).toHaveTextContent("");
    clickLink("/pricing");
    expect(screen.getByRole("status")).toHaveTextContent("Loading page…");
    pathname = "/pricing";
    rerender(<NavigationStatus />);
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("ignores links the router does not handle: other sites, new tabs, modified clicks, same-page anchors", () => {
    render(<NavigationStatus />);
    clickLink("https://elsewhere.example/page");
    clickLink("/pricing", {}, { target: "_blank" });
    clickLink("/pricing", { ctrlKey: true });
    clickLink("/about#faq");
    clickLink("#chat", {}, { "data-open-chat": "" });
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
