/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { usePathname } from "next/navigation";
import { pixelScriptUrl } from "@/lib/pixel/config";
import type { PixelWindow } from "@/lib/pixel/loader";
import { PixelLoader } from "./pixel-loader.client";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));

const pixelId = "730912846501327";
const win = window as PixelWindow;
const setPath = (path: string) => jest.mocked(usePathname).mockReturnValue(path);
const scripts = () => document.querySelectorAll(`script[src="${pixelScriptUrl}"]`);
const calls = () => win.fbq?.queue ?? [];
const pageViews = () => calls().filter(([command]) => command === "track").length;
const setGpc = (value: boolean | undefined) =>
  Object.defineProperty(navigator, "globalPrivacyControl", { value, configurable: true });

/** Renders the loader on a path, lets idle callbacks run, and returns a client-side navigator. */
function visit(path: string) {
  const ui = () => <PixelLoader pixelId={pixelId} />;
  setPath(path);
  const { rerender } = render(ui());
  act(() => jest.runAllTimers());
  return (next: string) => {
    setPath(next);
    rerender(ui());
    act(() => jest.runAllTimers());
  };
}

describe("PixelLoader", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    delete win.fbq;
    delete win._fbq;
    document.head.innerHTML = "";
    setGpc(undefined);
  });
  afterEach(() => jest.useRealTimers());

  it("loads the script once, after idle time, and initialises the pixel without automatic events", () => {
    setPath("/");
    render(<PixelLoader pixelId={pixelId} />);
    expect(scripts()).toHaveLength(0);
    act(() => jest.runAllTimers());
    expect(scripts()).toHaveLength(1);
    expect(win.fbq?.disablePushState).toBe(true);
    expect(calls()).toEqual([
      ["set", "autoConfig", false, pixelId],
      ["init", pixelId],
      ["track", "PageView"],
    ]);
  });

  it("sends one page view per route change and none on excluded paths", () => {
    const navigate = visit("/");
    ["/about", "/apply", "/contact", "/zero-fee"].forEach(navigate);
    expect(pageViews()).toBe(3);
    expect(scripts()).toHaveLength(1);
  });

  it("loads nothing while a visit stays on an excluded path", () => {
    visit("/apply");
    expect(scripts()).toHaveLength(0);
    expect(win.fbq).toBeUndefined();
  });

  it("loads and sends nothing when the browser signals Global Privacy Control", () => {
    setGpc(true);
    visit("/")("/about");
    expect(scripts()).toHaveLength(0);
    expect(win.fbq).toBeUndefined();
  });

  it("hands queued commands to Meta's script once it defines callMethod", () => {
    visit("/");
    const callMethod = jest.fn();
    win.fbq!.callMethod = callMethod;
    win.fbq!("track", "PageView");
    expect(callMethod).toHaveBeenCalledWith("track", "PageView");
  });
});
