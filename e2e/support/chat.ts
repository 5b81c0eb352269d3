import { expect, type Page } from "@playwright/test";

const start = new Date("2026-03-02T15:00:00Z").getTime();

/** Fake time that stands still until the test moves it. */
export async function pauseClock(page: Page) {
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
}

/** Lets the page run for a moment of real time, so that a wrong early render would show. */
export const settle = (page: Page) => page.waitForTimeout(150);

/**
 * Waits until React has hydrated the chat launcher (or another element of the page), so the
 * chat's timer runs before the test moves the clock, or an island's handlers see what the test
 * does (React marks the DOM nodes it has hydrated with its own properties).
 */
export async function waitForHydration(
  page: Page,
  element = page.getByRole("button", { name: "Chat with us" }),
) {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react"))),
      { timeout: 15_000 },
    )
    .toBe(true);
  await settle(page);
}

/** Opens a page and waits until the chat launcher has hydrated. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The chat's parts, found by role. */
export const chat = (page: Page) => {
  const dialog = page.getByRole("dialog", { name: "Chat Support" });
  const conversation = dialog.getByRole("region", { name: "Conversation" });
  return {
    dialog,
    conversation,
    messages: conversation.locator("ol > li"),
    launcher: page.getByRole("button", { name: "Chat with us" }),
    restore: page.getByRole("button", { name: /^Restore chat/ }),
    input: dialog.getByRole("textbox", { name: "Message" }),
    send: dialog.getByRole("button", { name: "Send" }),
    minimise: dialog.getByRole("button", { name: "Minimize chat" }),
    close: dialog.getByRole("button", { name: "Close chat" }),
    typing: dialog.getByText("Assistant is typing"),
    announcer: dialog.locator('[aria-live="polite"]'),
  };
};
