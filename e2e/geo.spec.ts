import { expect, test } from "@playwright/test";
import { restrictedCopy } from "@/content/pages/restricted";
import { standInUrl, supabaseSiteUrl } from "./support/servers";

// The gate caches per address, so these run once (desktop) with addresses of their own.
test.describe.configure({ mode: "serial" });

test.describe("embedded location check (offline database, TRUST_PROXY=1)", () => {
  test("a US address sees the page", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "8.8.8.8" });
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: restrictedCopy.title })).toHaveCount(0);
  });

  for (const [country, address] of [
    ["the UK", "81.2.69.142"],
    ["Russia", "5.255.255.5"],
  ] as const) {
    test(`an address in ${country} sees only the Access Restricted overlay, 451, uncached`, async ({
      page,
    }) => {
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.7, ${address}` });
      const response = await page.goto("/cash-discount");
      expect(response?.status()).toBe(451);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(restrictedCopy.title);
      await expect(page.getByText(restrictedCopy.message)).toBeVisible();
      await expect(page.getByText(restrictedCopy.help)).toBeVisible();
      await expect(page.getByRole("banner")).toBeHidden();
      expect(await response?.text()).not.toContain("Cash discount: post the card price");
    });
  }

  test("a restricted visitor's form post gets a bare 451", async ({ request }) => {
    const response = await request.post("/contact", {
      headers: { "X-Forwarded-For": "81.2.69.142" },
      data: "a=1",
    });
    expect(response.status()).toBe(451);
    expect(await response.text()).toBe("");
  });

  test("loopback sees the page", async ({ request }) => {
    expect((await request.get("/about")).status()).toBe(200);
  });
});

test.describe("Supabase location check (against a stand-in Functions endpoint)", () => {
  const visit = async (page: import("@playwright/test").Page, address: string, path = "/about") => {
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
    return page.goto(`${supabaseSiteUrl()}${path}`);
  };
  const calls = async (address: string) => {
    const all = (await (await fetch(`${standInUrl()}/__requests`)).json()) as {
      address: string;
      body: string;
      url: string;
      apikey: string;
    }[];
    return all.filter((call) => call.address === address);
  };

  test("restricted shows the overlay; the call has an empty body, the anon key and the address", async ({
    page,
  }) => {
    const response = await visit(page, "198.51.100.2");
    expect(response?.status()).toBe(451);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(restrictedCopy.title);
    const [call] = await calls("198.51.100.2");
    expect(call).toMatchObject({
      url: "/functions/v1/check-geo-location",
      body: "{}",
      apikey: expect.stringContaining("stand-in"),
    });
  });

  for (const [answer, address] of [
    ["allowed", "198.51.100.1"],
    ["a 500", "198.51.100.3"],
    ["a malformed body", "198.51.100.4"],
  ] as const) {
    test(`${answer} serves the page with nothing shown`, async ({ page }) => {
      const response = await visit(page, address);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(restrictedCopy.message)).toHaveCount(0);
    });
  }

  test("a function that never answers delays the page by no more than the timeout", async ({
    page,
  }) => {
    // Warm the route first, so the figure is the gate's wait and not the server's first render.
    await visit(page, "198.51.100.1");
    const started = Date.now();
    const response = await visit(page, "198.51.100.5");
    expect(response?.status()).toBe(200);
    expect(Date.now() - started).toBeLessThan(1500 + 2000);
  });

  test("repeated page loads from one address make one call within the cache period", async ({
    page,
  }) => {
    for (const path of ["/about", "/", "/about"])
      expect((await visit(page, "198.51.100.6", path))?.status()).toBe(200);
    expect(await calls("198.51.100.6")).toHaveLength(1);
  });
});
