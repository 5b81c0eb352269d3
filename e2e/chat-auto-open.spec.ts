import { expect, test } from "@playwright/test";
import { CHAT_AUTO_OPEN_MS, CHAT_FORM_IDLE_MS } from "@/lib/chat/timing";
import { chat, pauseClock, settle, visit } from "./support/chat";

// The README's refinement of spec section 4: the chat never opens by itself over a form in use,
// never on /apply or /contact, and on phones its automatic opening is compact.

test("a focused field postpones the opening until the visitor leaves it and 15 s pass", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "timing rules do not depend on the viewport");
  await pauseClock(page);
  await visit(page, "/friends");
  const field = page.getByRole("main").getByRole("textbox").first();
  await field.fill("Acme Diner");
  const c = chat(page);

  await page.clock.runFor(CHAT_AUTO_OPEN_MS * 4);
  await settle(page);
  await expect(c.dialog).toHaveCount(0);
  await expect(field).toBeFocused();

  await field.fill("Acme Diner & Grill");
  await field.blur();
  await page.clock.runFor(CHAT_FORM_IDLE_MS - 2_000);
  await settle(page);
  await expect(c.dialog).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(c.dialog).toBeVisible();
  await expect(field).toHaveValue("Acme Diner & Grill");
});

test("/apply never opens the chat by itself; the next page may", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "timing rules do not depend on the viewport");
  await pauseClock(page);
  await visit(page, "/apply");
  const c = chat(page);
  await page.clock.runFor(CHAT_AUTO_OPEN_MS * 6);
  await settle(page);
  await expect(c.dialog).toHaveCount(0);
  await expect(c.launcher).toBeVisible();

  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.clock.runFor(1_000);
  await expect(c.dialog).toBeVisible();
});

test.describe("on a 390×844 phone", () => {
  test.skip(({ isMobile }) => !isMobile, "the compact state is for phones");
  test.use({ viewport: { width: 390, height: 844 } });

  test("opening by itself is compact, anchored to the launcher, and grows when the visitor engages", async ({
    page,
  }) => {
    await pauseClock(page);
    await visit(page, "/about");
    const c = chat(page);
    const launcher = await c.launcher.boundingBox();
    await page.clock.runFor(CHAT_AUTO_OPEN_MS);
    await expect(c.dialog).toBeVisible();

    const compact = await c.dialog.boundingBox();
    expect(compact!.height).toBeLessThanOrEqual(844 * 0.4);
    expect(compact!.y + compact!.height).toBeGreaterThanOrEqual(launcher!.y + launcher!.height);
    expect(compact!.x + compact!.width).toBeCloseTo(launcher!.x + launcher!.width, 0);
    await expect(c.input).toHaveCount(0);
    const chips = c.dialog.getByRole("group", { name: "Suggested questions" });
    await expect(chips.getByRole("button", { name: "Pricing" })).toBeInViewport({ ratio: 1 });

    await chips.getByRole("button", { name: "Pricing" }).click();
    await expect(c.input).toBeVisible();
    expect((await c.dialog.boundingBox())!.height).toBeGreaterThan(844 * 0.4);
    await expect(c.conversation).toContainText("What does card processing cost?");
  });
});
