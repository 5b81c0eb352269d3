import { expect, test, type Page } from "@playwright/test";
import { calculatorAnchor } from "@/lib/calculator/params";

/** Opens the calculator; its address loads the island at once, which a busy machine may slow. */
async function openCalculator(page: Page) {
  test.setTimeout(60_000);
  await page.goto(`/#${calculatorAnchor}`);
  const form = page.getByRole("form", { name: "Savings calculator" });
  await expect(form).toBeVisible({ timeout: 30_000 });
  return form;
}

test("an invalid field greys out the estimate until it is valid again", async ({ page }) => {
  const form = await openCalculator(page);
  const estimate = form.getByRole("region", { name: /^Your estimate/ });
  const savings = estimate
    .getByRole("row", { name: /^Interchange plus/ })
    .getByRole("cell")
    .last();
  await expect(estimate).not.toHaveAttribute("data-stale");
  const fresh = await savings.evaluate(
    (cell) => getComputedStyle(cell.querySelector("span span") ?? cell).color,
  );

  const volume = form.getByLabel("Monthly card sales");
  await volume.fill("-5");
  await expect(volume).toHaveAttribute("aria-invalid", "true");
  await expect(estimate).toHaveAttribute("data-stale", "true");
  await expect(estimate).toContainText("Out of date: fix the highlighted field");
  await expect
    .poll(() =>
      savings.evaluate((cell) => getComputedStyle(cell.querySelector("span span") ?? cell).color),
    )
    .not.toBe(fresh);

  await volume.fill("20000");
  await expect(estimate).not.toHaveAttribute("data-stale");
  await expect(estimate).not.toContainText("Out of date");
  await expect(estimate.getByRole("row", { name: /What you pay today/ })).toContainText("$600");
});

test("the zero-fee row says what is still paid and why", async ({ page }) => {
  const form = await openCalculator(page);
  const row = form.getByRole("row", { name: /^Zero fee/ });
  await expect(row.getByRole("rowheader")).toContainText(
    /Still paid: \$[\d,–$]+ on debit and prepaid cards, which cannot be surcharged/,
  );
});
