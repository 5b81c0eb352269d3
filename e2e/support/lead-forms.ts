import { expect, type Page } from "@playwright/test";

// How a visitor fills each lead form, shared by the lead specs. `js` says whether the page runs
// scripts: the application is a four-step island with them and one long form without.

/** Opens a form as a visitor who has been on it for a minute (the time trap wants three seconds). */
export async function openForm(page: Page, route: string) {
  await page.clock.install({ time: Date.now() - 60_000 });
  await page.goto(route);
  // A visitor scrolls to the form and reaches into it: a form loads its code only then
  // (components/islands/when-wanted.ts); its island then fills its hidden idempotency key after
  // mount: the form is hydrated.
  const key = page.locator('input[name="submission_id"]');
  const form = page.locator("form", { has: key });
  await form.scrollIntoViewIfNeeded();
  await form.getByRole("textbox").first().focus();
  await expect(key).toHaveValue(/^[0-9a-f-]{36}$/);
}

export const thanks = {
  contact: { name: "Thank you: your message is with us" },
  application: { name: /Application received/ },
  referral: { name: /Thank you for the introduction/ },
  download: { name: "Thank you: your guide is ready" },
} as const;

export const ebook = "/ebook/credit-card-savings";

export async function fillContact(page: Page, email: string, name = "Dana Kowalski") {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByRole("textbox", { name: "Your name" }).fill(name);
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("combobox", { name: "What can we help with?" }).selectOption("quote");
  await form
    .getByRole("textbox", { name: "Your message" })
    .fill("We take about $30,000 a month in cards and would like a quote.");
  return form;
}

export async function sendContact(page: Page, email: string, name?: string) {
  const form = await fillContact(page, email, name);
  await form.getByRole("button", { name: "Send message" }).click();
}

export async function fillEbookGate(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Get the guide with a follow-up" });
  await form.getByRole("textbox", { name: "Your name" }).fill("Jordan Weiss");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("combobox", { name: "Type of business" }).selectOption("retail");
  await form.getByRole("button", { name: "Send and download" }).click();
}

export async function sendReferral(page: Page, email: string, businessName: string) {
  const form = page.getByRole("form", { name: "Referral form" });
  await form.getByRole("textbox", { name: "Your name" }).fill("Pat Lindgren");
  await form.getByRole("textbox", { name: "Your email" }).fill(email);
  await form.getByRole("textbox", { name: "Business name" }).fill(businessName);
  await form.getByRole("textbox", { name: "Owner or manager's name" }).fill("Dr. Maria Chen");
  await form.getByRole("textbox", { name: "Their phone" }).fill("262-555-0123");
  await form.getByRole("checkbox", { name: /expect a call or email/ }).check();
  await form.getByRole("button", { name: "Send referral" }).click();
}

/** Fills and sends the pre-application, stepping through it when scripts run. */
export async function sendApplication(
  page: Page,
  email: string,
  businessName: string,
  js: boolean,
) {
  const form = page.getByRole("form", { name: "Merchant pre-application" });
  const step = async () => {
    if (js) await form.getByRole("button", { name: "Continue" }).click();
  };
  await form.getByRole("textbox", { name: "Legal business name" }).fill(businessName);
  await form.getByRole("combobox", { name: "Industry" }).selectOption("restaurant");
  await form.getByRole("combobox", { name: "Time in business" }).selectOption("over-10");
  await form.getByRole("textbox", { name: "City" }).fill("Pewaukee");
  await form.getByRole("combobox", { name: "State" }).selectOption("WI");
  await step();
  await form.getByRole("textbox", { name: "Your name" }).fill("Lee Novak");
  await form.getByRole("textbox", { name: "Your role" }).fill("Owner");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Phone" }).fill("(262) 555-0110");
  await step();
  await form.getByRole("textbox", { name: "Monthly card sales" }).fill("90000");
  await form.getByRole("textbox", { name: "Average sale" }).fill("$24");
  await form.getByRole("textbox", { name: "Share of card sales made in person" }).fill("100");
  await form.getByRole("checkbox", { name: "Cash discount" }).check();
  await step();
  await form.getByRole("button", { name: "Send application" }).click();
}
