import { expect, test, type Locator } from "@playwright/test";
import { waitForHydration } from "./support/chat";

// The collateral pages' islands are not in the first load (issue 36): the page hydrates without
// them, and each loads its code as it nears the screen or the visitor reaches into it.

/** Whether React has adopted the element (it marks the nodes it owns). */
const adopted = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__react")));

// A phone's screen, so that the islands below start well out of reach.
test.use({ viewport: { width: 390, height: 700 }, permissions: ["clipboard-write"] });

test("/friends hydrates without the referral form's code, which loads as the form nears", async ({
  page,
}) => {
  await page.goto("/friends");
  await waitForHydration(page); // the page itself, through its chat launcher
  const name = page.getByRole("form", { name: "Referral form" }).getByLabel("Your name");
  expect(await adopted(name)).toBe(false);

  await name.scrollIntoViewIfNeeded();
  await expect.poll(() => adopted(name), { timeout: 15_000 }).toBe(true);
  // The island's own work after mount: the form's idempotency key is filled.
  await expect(page.locator('input[name="submission_id"]')).toHaveValue(/^[0-9a-f-]{36}$/);
});

test("the referral link builder keeps a name typed before its code arrived and offers the link", async ({
  page,
}) => {
  // Hold the builder's code back until the visitor has typed: the name must survive hydration.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.goto("/friends");
  await waitForHydration(page);
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await held;
    await route.continue();
  });
  const name = page.getByLabel("Your name, as they should give it");
  await name.fill("Pat Lindgren");
  release();
  await expect(page.getByText(/\/apply\?ref=Pat(\+|%20)Lindgren$/)).toBeVisible();
  await expect(name).toHaveValue("Pat Lindgren");
  await expect(page.getByRole("button", { name: "Copy your link" })).toBeEnabled();
});

test("a social post's copy buttons wait, disabled as without JavaScript, until they near the screen", async ({
  page,
}) => {
  await page.goto("/linkedin-post");
  await waitForHydration(page);
  const copy = page.getByRole("button", { name: "Copy tracked link" });
  await expect(copy).toBeDisabled();
  expect(await adopted(copy)).toBe(false);

  await copy.scrollIntoViewIfNeeded();
  await expect(copy).toBeEnabled();
  await copy.click();
  await expect(copy.locator("xpath=..").getByRole("status")).toHaveText("Copied");
});
