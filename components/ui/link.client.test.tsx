/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import {
  AppRouterContext,
  type AppRouterInstance,
} from "next/dist/shared/lib/app-router-context.shared-runtime";
import { Link } from "./link.client";

// The click rules of the site's own link (issue 36 replaced next/link): which clicks the router
// takes, which the browser keeps, and when it prefetches. The navigation itself is Next's router,
// exercised against the built site in e2e/first-load.spec.ts and e2e/chat.spec.ts.

type Call = [method: "push" | "prefetch", href: string];

function renderLink(props: Partial<Parameters<typeof Link>[0]> = {}, withRouter = true) {
  const calls: Call[] = [];
  const router = {
    push: (href: string) => calls.push(["push", href]),
    prefetch: (href: string) => calls.push(["prefetch", href]),
  } as unknown as AppRouterInstance;
  const link = (
    <Link href="/cash-discount" {...props}>
      Cash discount
    </Link>
  );
  const { unmount } = render(
    withRouter ? (
      <AppRouterContext.Provider value={router}>{link}</AppRouterContext.Provider>
    ) : (
      link
    ),
  );
  return { calls, unmount, anchor: screen.getByRole("link", { name: "Cash discount" }) };
}

/** Dispatches a click and says whether the browser would still follow the link. */
const click = (anchor: HTMLElement, init: MouseEventInit = {}) => fireEvent.click(anchor, init);

test("a plain click opens the page through the router, not the browser", () => {
  const { calls, anchor } = renderLink();
  expect(anchor).toHaveAttribute("href", "/cash-discount");
  expect(click(anchor)).toBe(false);
  expect(calls).toEqual([["push", "/cash-discount"]]);
});

test.each([
  ["Ctrl", { ctrlKey: true }],
  ["Cmd", { metaKey: true }],
  ["Shift", { shiftKey: true }],
  ["Alt", { altKey: true }],
  ["a middle button", { button: 1 }],
])("a click with %s is left to the browser", (_, init) => {
  const { calls, anchor } = renderLink();
  expect(click(anchor, init)).toBe(true);
  expect(calls).toEqual([]);
});

test("a link to another window, a download or another site is left to the browser", () => {
  for (const props of [
    { target: "_blank" },
    { download: "" },
    { href: "https://example.com/cash-discount" },
  ]) {
    const { calls, anchor, unmount } = renderLink(props);
    expect(click(anchor)).toBe(true);
    expect(calls).toEqual([]);
    unmount();
  }
});

test("the caller's onClick runs first and can keep the click from the router", () => {
  const { calls, anchor } = renderLink({ onClick: (event) => event.preventDefault() });
  expect(click(anchor)).toBe(false);
  expect(calls).toEqual([]);
});

test("it prefetches once, on the first sign of intent, and keeps the caller's handlers", () => {
  const seen: string[] = [];
  const { calls, anchor } = renderLink({
    onMouseEnter: () => seen.push("enter"),
    onFocus: () => seen.push("focus"),
  });
  expect(calls).toEqual([]);
  fireEvent.mouseEnter(anchor);
  fireEvent.focus(anchor);
  fireEvent.touchStart(anchor);
  expect(calls).toEqual([["prefetch", "/cash-discount"]]);
  expect(seen).toEqual(["enter", "focus"]);
});

test("without the router (no JavaScript app around it) it is a plain link", () => {
  const { anchor } = renderLink({}, false);
  fireEvent.mouseEnter(anchor);
  expect(click(anchor)).toBe(true);
});
