import { expect, test } from "@playwright/test";
import { getRoute } from "@/content/routes";
import { headerMenus } from "@/lib/navigation";
import { site } from "@/content/site";
import { waitForHydration } from "./support/chat";

test.describe("header on desktop", () => {
  test.skip(({ isMobile }) => isMobile, "the desktop menus are hidden on phones");

  test("each dropdown opens with the keyboard and lists exactly the spec's links", async ({
    page,
  }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const menu of headerMenus()) {
      const trigger = nav.locator("summary", { hasText: menu.label });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const list = nav.locator("details[open] ul");
      await expect(list.getByRole("link")).toHaveText(
        menu.paths.map((path) => getRoute(path).label),
      );
      for (const path of menu.paths)
        await expect(
          list.getByRole("link", { name: getRoute(path).label, exact: true }),
        ).toHaveAttribute("href", path);
      await page.keyboard.press("Escape");
      await expect(nav.locator("details[open]")).toHaveCount(0);
    }
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("the menus work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "Pricing" }).click();
    await nav.getByRole("link", { name: "Interchange Plus" }).click();
    await expect(page).toHaveURL(/\/interchange-plus$/);
    await context.close();
  });

  test("Sign In opens the merchant login in a new tab and Get Started goes to /apply", async ({
    page,
  }) => {
    await page.goto("/about");
    const signIn = page.getByRole("banner").getByRole("link", { name: /Sign In/ });
    await expect(signIn).toHaveAttribute("href", site.merchantLoginUrl);
    await expect(signIn).toHaveAttribute("target", "_blank");
    await expect(signIn).toHaveAttribute("rel", "noopener noreferrer");
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Get Started" }),
    ).toHaveAttribute("href", "/apply");
  });
});

test.describe("mobile drawer", () => {
  test.skip(({ isMobile }) => !isMobile, "the drawer is for phones");

  test("opens from Menu, lists the links plus the drawer extras, and closes when a link is chosen", async ({
    page,
  }) => {
    await page.goto("/about");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    for (const path of [
      "/pitchbook",
      "/b2b-linkedin-post",
      "/linkedin-banner",
      "/zero-fee",
      "/501c3",
    ]) {
      await expect(
        drawer.getByRole("link", { name: getRoute(path).label, exact: true }),
      ).toHaveAttribute("href", path);
    }
    await drawer.getByRole("link", { name: "Zero Fee", exact: true }).click();
    await expect(page).toHaveURL(/\/zero-fee$/);
    await expect(drawer).toBeHidden();
  });

  test("closes on Escape and on the backdrop, returning focus to the Menu button", async ({
    page,
  }) => {
    await page.goto("/about");
    const menuButton = page.getByRole("button", { name: "Menu" });
    const drawer = page.getByRole("dialog", { name: "Menu" });
    // Escape is the browser's, but the backdrop click is the island's handler: on a loaded
    // machine a click before hydration would find nothing listening.
    await waitForHydration(page, page.locator("dialog#mobile-drawer"));
    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(10, 300);
    await expect(drawer).toBeHidden();
  });

  test.describe("before the page's scripts have run", () => {
    test.use({ javaScriptEnabled: false });

    // The framework's scripts load after the first paint: a visitor on a slow phone can tap Menu
    // before they have run. The buttons are invoker commands, so the browser opens and closes
    // the drawer itself.
    test("Menu opens the drawer and its close button closes it", async ({ page }) => {
      await page.goto("/about");
      const menuButton = page.getByRole("button", { name: "Menu" });
      const drawer = page.getByRole("dialog", { name: "Menu" });
      await menuButton.click();
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole("link", { name: "Zero Fee", exact: true })).toBeVisible();
      await drawer.getByRole("button", { name: "Close menu" }).click();
      await expect(drawer).toBeHidden();
    });
  });

  test("keeps focus inside while open", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    for (let index = 0; index < 40; index += 1) {
      await page.keyboard.press("Tab");
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe("breadcrumb", () => {
  test("is hidden on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  });

  test("shows Home and the known label, the last crumb not a link", async ({ page }) => {
    await page.goto("/level-2-3");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Level 2 & 3 Processing"]);
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link")).toHaveCount(1);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Level 2 & 3 Processing");
  });

  test("capitalises unknown segments and does not link a segment that is not a page", async ({
    page,
  }) => {
    await page.goto("/ebook/credit-card-savings");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Ebook", "Credit card savings"]);
    await expect(crumbs.getByRole("link")).toHaveCount(1);
  });
});

test("the footer gives the name, address, phone and hours", async ({ page }) => {
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(site.address.street);
  await expect(footer).toContainText(
    `${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
  );
  await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    `tel:${site.phone.e164}`,
  );
  await expect(footer).toContainText(site.hours.display);
  await expect(footer.getByRole("link", { name: "Terms & Privacy" })).toHaveAttribute(
    "href",
    "/terms",
  );
});
