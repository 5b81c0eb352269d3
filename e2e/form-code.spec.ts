import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support/chat";
import { ebook } from "./support/lead-forms";

// A lead form's code stays off its page until the visitor wants it (issue 43): not at idle, not
// for being on the first screen, only when the visitor scrolls it near or reaches into it
// (components/islands/when-wanted.ts); and what arrives then checks with the server's rules
// without zod (lib/leads/form-rules.ts).

/**
 * Every script the page fetches, as text, in order. A script's text is read after its response,
 * so it may join the list after the page has run it: a positive check polls.
 */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") scripts.push(await response.text());
  });
  return scripts;
}

/** Waits until the page has hydrated and its network has been quiet for a while. */
async function settled(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // Longer than the idle callbacks' timeouts the forms once loaded on (2-3 s).
  await page.waitForTimeout(4_000);
}

const formKey = (page: Page) => page.locator('input[name="submission_id"]');
const uuid = /^[0-9a-f-]{36}$/;
/** A text zod's code always carries (its schemas' internals live under `_zod`). */
const zodCode = "_zod";

test("the home page loads none of the contact form's code until the visitor scrolls it near", async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  await page.goto("/");
  await settled(page);
  const contactCode = "Choose what you would like to talk about.";
  expect(scripts.filter((script) => script.includes(contactCode))).toEqual([]);
  await expect(formKey(page)).toHaveValue("");

  await page.getByRole("form", { name: "Contact form" }).scrollIntoViewIfNeeded();
  await expect(formKey(page)).toHaveValue(uuid, { timeout: 15_000 });
  await expect.poll(() => scripts.some((script) => script.includes(contactCode))).toBe(true);
});

// Each form page, and a text only that form's code carries.
const forms = [
  { path: "/apply", form: "Merchant pre-application", code: "Choose the closest industry." },
  { path: "/contact", form: "Contact form", code: "Choose what you would like to talk about." },
  { path: "/statement-review", form: "Statement review form", code: "Send another statement" },
  { path: "/friends", form: "Referral form", code: "Confirm that they expect to hear from us." },
  { path: ebook, form: "Get the guide with a follow-up", code: "Choose the guide you would like." },
];

for (const { path, form, code } of forms) {
  test(`${path}: the form's code waits for the visitor, and brings no zod`, async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto(path);
    await settled(page);
    expect(scripts.filter((script) => script.includes(code))).toEqual([]);

    const field = page.getByRole("form", { name: form }).getByRole("textbox").first();
    await field.scrollIntoViewIfNeeded();
    await field.click();
    await page.keyboard.type("Dana");
    await expect(formKey(page)).toHaveValue(uuid, { timeout: 15_000 });
    await expect(field).toHaveValue("Dana"); // typed while the code arrived, kept through hydration
    await expect(field).toBeFocused();
    await expect.poll(() => scripts.some((script) => script.includes(code))).toBe(true);
    expect(scripts.filter((script) => script.includes(zodCode))).toEqual([]);
  });
}
