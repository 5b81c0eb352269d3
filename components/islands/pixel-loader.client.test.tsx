/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { usePathname } from "next/navigation";
import { pixelScriptUrl } from "@/lib/pixel/config";
import type { PixelWindow } from "@/lib/pixel/loader";
import { followRoute } from "@/lib/pixel/follow-route";
import { siteSettings } from "@/lib/site-settings";
import { PixelLoader } from "./pixel-loader.client";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));
jest.mock("@/lib/site-settings", () => ({ siteSettings: jest.fn() }));
// The pixel's own code, loaded only once the server has said there is a pixel.
jest.mock("@/lib/pixel/follow-route", () => {
  const actual = jest.requireActual("@/lib/pixel/follow-route");
  return { followRoute: jest.fn(actual.followRoute) };
});

const pixelId = "730912846501327";
const win = window as PixelWindow;
const setPath = (path: string) => jest.mocked(usePathname).mockReturnValue(path);
const scripts = () => document.querySelectorAll(`script[src="${pixelScriptUrl}"]`);
const calls = () => win.fbq?.queue ?? [];
const pageViews = () => calls().filter(([command]) => command === "track").length;
const setGpc = (value: boolean | undefined) =>
  Object.defineProperty(navigator, "globalPrivacyControl", { value, configurable: true });
const configure = (id: string | null) =>
  jest.mocked(siteSettings).mockResolvedValue({ pixelId: id, booking: false });

/** Lets idle callbacks run, the pixel's code load (a dynamic import) and the settings answer arrive. */
const settle = () =>
  act(async () => {
    jest.runAllTimers();
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
  });

/** Renders the loader on a path and returns a client-side navigator. */
async function visit(path: string) {
  setPath(path);
  window.history.replaceState(null, "", path);
  const { rerender } = render(<PixelLoader />);
  await settle();
  return async (next: string) => {
    setPath(next);
    window.history.replaceState(null, "", next);
    rerender(<PixelLoader />);
    await settle();
  };
}

describe("PixelLoader", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.mocked(siteSettings).mockReset();
    jest.mocked(followRoute).mockClear();
    configure(pixelId);
    delete win.fbq;
    delete win._fbq;
    document.head.innerHTML = "";
    setGpc(undefined);
  });
  afterEach(() => jest.useRealTimers());

  it("asks for the id after idle time, loads the script once and initialises without automatic events", async () => {
    setPath("/about");
    window.history.replaceState(null, "", "/about");
    render(<PixelLoader />);
    expect(siteSettings).not.toHaveBeenCalled();
    await settle();
    expect(scripts()).toHaveLength(1);
    expect(win.fbq?.disablePushState).toBe(true);
    expect(calls()).toEqual([
      ["set", "autoConfig", false, pixelId],
      ["init", pixelId],
      ["track", "PageView"],
    ]);
  });

  it("loads none of the pixel's code while the server has no pixel id", async () => {
    configure(null);
    await (
      await visit("/about")
    )("/zero-fee");
    expect(siteSettings).toHaveBeenCalled();
    expect(followRoute).not.toHaveBeenCalled();
    expect(scripts()).toHaveLength(0);
    expect(win.fbq).toBeUndefined();
  });

  it("sends one page view per route change to a page without a form", async () => {
    const navigate = await visit("/about");
    for (const path of ["/zero-fee", "/services"]) await navigate(path);
    expect(pageViews()).toBe(3);
    expect(scripts()).toHaveLength(1);
  });

  it.each([
    "/",
    "/apply",
    "/contact",
    "/friends",
    "/statement-review",
    "/ebook/credit-card-savings",
  ])("loads nothing on %s, which has a form", async (path) => {
    await visit(path);
    expect(scripts()).toHaveLength(0);
    expect(win.fbq).toBeUndefined();
  });

  it("neither asks nor loads when the browser signals Global Privacy Control", async () => {
    setGpc(true);
    await (
      await visit("/about")
    )("/zero-fee");
    expect(siteSettings).not.toHaveBeenCalled();
    expect(scripts()).toHaveLength(0);
    expect(win.fbq).toBeUndefined();
  });

  it("does not load when the visitor reached a form page before the answer came", async () => {
    setPath("/about");
    render(<PixelLoader />);
    window.history.replaceState(null, "", "/contact");
    await settle();
    expect(win.fbq).toBeUndefined();
  });

  it("hands queued commands to Meta's script once it defines callMethod", async () => {
    await visit("/about");
    const callMethod = jest.fn();
    win.fbq!.callMethod = callMethod;
    win.fbq!("track", "PageView");
    expect(callMethod).toHaveBeenCalledWith("track", "PageView");
  });
});
