import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe";
import {
  ebook,
  fillContact,
  fillEbookGate,
  openForm,
  sendApplication,
  sendReferral,
  thanks,
} from "./support/lead-forms";

// One run per project: its own addresses (the server trusts our X-Forwarded-For, so the limit of
// five leads per address applies to this run alone; unique-local addresses, which the location gate
// allows without a lookup) and its own marker in every email address, so the export can be
// checked for exactly this run's leads while other runs share the database.
const run = randomBytes(4).toString("hex");
const address = `fd00:e2e::${run.slice(0, 4)}:${run.slice(4)}`;
const addressWithoutScript = `fd00:e2e:1::${run.slice(0, 4)}:${run.slice(4)}`;
const startedAt = new Date(Date.now() - 60_000).toISOString();
const accepted: string[] = [];
const emailFor = (label: string) => `e2e-${run}-${label}@example.com`;

test.describe.configure({ mode: "serial" });
test.use({ extraHTTPHeaders: { "x-forwarded-for": address } });

const contactThanks = thanks.contact;
const ebookFile = "lake-country-card-savings-guide.pdf";

test("the contact form sends with JavaScript and confirms in place", async ({ page }) => {
  await openForm(page, "/contact");
  const form = await fillContact(page, emailFor("contact-js"));
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", contactThanks)).toBeVisible({ timeout: 20_000 });
  accepted.push(emailFor("contact-js"));
});

test("a bad email address is flagged by its field, keeps the answers and sends nothing", async ({
  page,
}) => {
  await openForm(page, "/contact");
  const form = await fillContact(page, emailFor("bad-js").replace("@", " at "));
  await form.getByRole("button", { name: "Send message" }).click();
  const email = form.getByRole("textbox", { name: "Email" });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/Enter an email address like/);
  await expect(form.getByRole("textbox", { name: "Your name" })).toHaveValue("Dana Kowalski");
  expect(await seriousViolations(page)).toEqual([]);
});

test("a double click on send stores the message once", async ({ page }) => {
  await openForm(page, "/contact");
  const form = await fillContact(page, emailFor("double"));
  await form.getByRole("button", { name: "Send message" }).dblclick();
  await expect(page.getByRole("heading", contactThanks)).toBeVisible({ timeout: 20_000 });
  accepted.push(emailFor("double"));
});

test.describe("without JavaScript", () => {
  test.use({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": addressWithoutScript },
  });

  test("the contact form posts to its Server Action and the page confirms", async ({ page }) => {
    await page.goto("/contact");
    const form = await fillContact(page, emailFor("contact-nojs"));
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", contactThanks)).toBeVisible({ timeout: 20_000 });
    accepted.push(emailFor("contact-nojs"));
  });

  test("a bad email comes back with its message and every other answer kept", async ({ page }) => {
    await page.goto("/contact");
    const form = await fillContact(page, "dana@");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toContainText("One answer needs a change");
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveValue("dana@");
    await expect(form.getByRole("textbox", { name: "Your message" })).toHaveValue(/\$30,000/);
  });

  test("the application is one long form that posts and confirms", async ({ page }) => {
    await page.goto("/apply");
    const form = page.getByRole("form", { name: "Merchant pre-application" });
    await expect(form.getByRole("button", { name: "Continue" })).toHaveCount(0);
    await sendApplication(page, emailFor("application-nojs"), "Lakeside Diner LLC", false);
    await expect(page.getByRole("heading", { name: /Application received/ })).toBeVisible({
      timeout: 20_000,
    });
    accepted.push(emailFor("application-nojs"));
  });

  test("the ebook's email gate posts, confirms and hands over the PDF", async ({ page }) => {
    await page.goto(ebook);
    await fillEbookGate(page, emailFor("ebook-nojs"));
    await expect(page.getByRole("heading", { name: "Thank you: your guide is ready" })).toBeVisible(
      { timeout: 20_000 },
    );
    const href = await page
      .getByRole("link", { name: "Download your copy (PDF)" })
      .getAttribute("href");
    const file = await page.request.get(href!);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    accepted.push(emailFor("ebook-nojs"));
  });

  test("the referral form posts to its Server Action and the page thanks the referrer", async ({
    page,
  }) => {
    await page.goto("/friends");
    await sendReferral(page, emailFor("referral-nojs"), "Delafield Dental Studio");
    await expect(page.getByRole("heading", { name: /Thank you for the introduction/ })).toBeVisible(
      { timeout: 20_000 },
    );
    accepted.push(emailFor("referral-nojs"));
  });
});

test("the application walks through four steps, survives a reload and is accepted", async ({
  page,
}) => {
  // Four steps, a reload and a submit: 25 s when all goes well, so 30 s fails on a busy machine.
  test.slow();
  await openForm(page, "/apply");
  const form = page.getByRole("form", { name: "Merchant pre-application" });
  const progress = page.getByRole("list", { name: "Application progress" });
  const next = form.getByRole("button", { name: "Continue" });

  await expect(progress.locator('[aria-current="step"]')).toContainText("Business");
  await form
    .getByRole("textbox", { name: "Legal business name" })
    .fill("Kettle Moraine Outfitters LLC");
  await form.getByRole("combobox", { name: "Industry" }).selectOption("retail");
  await form.getByRole("combobox", { name: "Time in business" }).selectOption("6-10");
  await form.getByRole("textbox", { name: "City" }).fill("Delafield");
  await form.getByRole("combobox", { name: "State" }).selectOption("WI");
  await next.click();

  await expect(form.getByRole("heading", { name: /Step 2 of 4/ })).toBeFocused();
  await form.getByRole("textbox", { name: "Your name" }).fill("Sam Reyes");
  await form.getByRole("textbox", { name: "Your role" }).fill("Owner");
  await form.getByRole("textbox", { name: "Email" }).fill(emailFor("application"));
  await form.getByRole("textbox", { name: "Phone" }).fill("262-555-0199");
  await next.click();
  await expect(form.getByRole("heading", { name: /Step 3 of 4/ })).toBeVisible();

  await page.reload();
  await expect(page.locator('input[name="submission_id"]')).toHaveValue(/^[0-9a-f-]{36}$/);
  await expect(form.getByRole("heading", { name: /Step 3 of 4/ })).toBeVisible();
  await expect(progress.locator('[aria-current="step"]')).toContainText("Processing");

  await form.getByRole("textbox", { name: "Monthly card sales" }).fill("$48,000");
  await form.getByRole("textbox", { name: "Average sale" }).fill("62.50");
  await form.getByRole("textbox", { name: "Share of card sales made in person" }).fill("85");
  await form.getByRole("checkbox", { name: "Interchange plus" }).check();
  await next.click();

  await expect(form.getByRole("heading", { name: /Step 4 of 4: Review and send/ })).toBeVisible();
  await expect(form.getByText("Kettle Moraine Outfitters LLC")).toBeVisible();
  await expect(form.getByText("Sam Reyes")).toBeVisible();
  await expect(form.getByText("85% in person")).toBeVisible();
  await expect(form.getByText(/never asks for Social Security numbers/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole("button", { name: "Send application" }).click();

  await expect(page.getByRole("heading", { name: /Application received/ })).toBeVisible({
    timeout: 20_000,
  });
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  accepted.push(emailFor("application"));
});

test("a referral is accepted", async ({ page }) => {
  await openForm(page, "/friends");
  await sendReferral(page, emailFor("referral"), "Oconomowoc Family Dental");
  await expect(page.getByRole("heading", { name: /Thank you for the introduction/ })).toBeVisible({
    timeout: 20_000,
  });
  accepted.push(emailFor("referral"));
});

test("the ebook downloads without a form, and its email gate stores a lead only when sent", async ({
  page,
}) => {
  await openForm(page, ebook);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const [free] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the PDF" }).click(),
  ]);
  expect(free.suggestedFilename()).toBe(ebookFile);
  expect(posts).toEqual([]);

  await fillEbookGate(page, emailFor("ebook-js"));
  await expect(page.getByRole("heading", { name: "Thank you: your guide is ready" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole("status").filter({ hasText: "your guide is ready" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Download your copy (PDF)" })).toHaveAttribute(
    "href",
    `${ebook}/${ebookFile}`,
  );
  expect(posts).toHaveLength(1);
  accepted.push(emailFor("ebook-js"));
  expect(await seriousViolations(page)).toEqual([]);
});

test("npm run leads:export lists exactly the leads this run had accepted", async () => {
  test.setTimeout(120_000);
  // The script reads a snapshot of the server's embedded database, never the live directory.
  const { stdout } = await promisify(execFile)(
    "npm",
    ["run", "--silent", "leads:export", "--", "--since", startedAt],
    { env: { ...process.env, DATA_DIR: path.resolve(".data-e2e") }, maxBuffer: 16 * 1024 * 1024 },
  );
  const [header, ...rows] = parseCsv(stdout);
  const emailColumn = header!.indexOf("email");
  const ours = rows.map((row) => row[emailColumn]!).filter((email) => email.includes(run));
  expect(ours.sort()).toEqual([...accepted].sort());
  expect(accepted).toHaveLength(9);
});

/** Parses RFC 4180 CSV, including quoted cells with commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && char === "\n") {
      rows.push([...row, cell.replace(/\r$/, "")]);
      row = [];
      cell = "";
    } else {
      cell += char;
    }
  }
  return rows;
}
