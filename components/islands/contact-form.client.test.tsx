/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { site } from "@/content/site";
import { submitContact } from "@/lib/leads/actions";
import type { LeadFormState } from "@/lib/leads/form-state";
import { ContactForm } from "./contact-form.client";

jest.mock("@/lib/leads/actions", () => ({ submitContact: jest.fn() }));
const action = jest.mocked(submitContact);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "Your name" }), "Dana Kowalski");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "dana@lakecountrybakery.com");
  await user.selectOptions(screen.getByRole("combobox", { name: /help with/ }), "quote");
  await user.type(screen.getByRole("textbox", { name: "Your message" }), "About $40,000 a month.");
}

beforeEach(() => action.mockReset());

describe("ContactForm", () => {
  it("shows each problem by its field, focuses the first and posts nothing", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByRole("textbox", { name: "Your name" }), "Dana");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "dana@");
    await user.click(screen.getByRole("button", { name: "Send message" }));

    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription("Enter an email address like name@business.com.");
    expect(email).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("3 answers need a change");
    // The summary names each field briefly, never by a question such as "What can we help with?".
    const summary = within(screen.getByRole("alert")).getAllByRole("link");
    expect(summary.map((link) => link.textContent)).toEqual([
      "Email: Enter an email address like name@business.com.",
      "Topic: Choose what you would like to talk about.",
      "Your message: Write at least 10 characters in your message.",
    ]);
    expect(summary[1]).toHaveAttribute("href", "#contact-form-topic");
    expect(action).not.toHaveBeenCalled();
  });

  it("clears a field's message as soon as the answer is fixed", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    const name = screen.getByRole("textbox", { name: "Your name" });
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    await user.type(name, "Dana");
    await waitFor(() => expect(name).not.toHaveAttribute("aria-invalid"));
  });

  it("posts once with a key and start time made after mount, then confirms", async () => {
    let release: (state: LeadFormState) => void = () => {};
    action.mockImplementation(() => new Promise((resolve) => (release = resolve)));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    const send = screen.getByRole("button", { name: "Send message" });
    await user.dblClick(send);

    await waitFor(() => expect(screen.getByRole("button", { name: "Sending…" })).toBeDisabled());
    release({ status: "success", values: {}, errors: {} });
    expect(action).toHaveBeenCalledTimes(1);
    const formData = action.mock.calls[0]![1];
    expect(formData.get("submission_id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(formData.get("form_started"))).toBeGreaterThan(Date.now() - 60_000);
    expect(formData.get("homepage")).toBe("");
    expect(await screen.findByRole("heading", { name: /your message is with us/ })).toBeVisible();
  });

  it("keeps every answer and shows the phone number when the store failed", async () => {
    action.mockImplementation(async (_previous, formData) => ({
      status: "failed",
      values: Object.fromEntries(
        ["name", "email", "topic", "message"].map((f) => [f, String(formData.get(f))]),
      ),
      errors: {},
      message: `Sorry, we could not save your form. Call us on ${site.phone.display}.`,
    }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(site.phone.display);
    expect(screen.getByRole("textbox", { name: "Your name" })).toHaveValue("Dana Kowalski");
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveValue(
      "About $40,000 a month.",
    );
  });

  it("keeps hostile answers as text, never as markup, when the server sends them back", async () => {
    const hostile = '<img src=x onerror="alert(1)">';
    action.mockImplementation(async (_previous, formData) => ({
      status: "invalid",
      values: { name: String(formData.get("name")), message: String(formData.get("message")) },
      errors: { topic: "Choose what you would like to talk about." },
      message: "One answer needs a change before we can send the form.",
    }));
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    await fillValid(user);
    const name = screen.getByRole("textbox", { name: "Your name" });
    await user.clear(name);
    await user.type(name, hostile);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("One answer needs a change");
    expect(name).toHaveValue(hostile);
    expect(container.querySelector("img")).toBeNull();
  });

  it("renders no key and no start time into the static HTML", () => {
    const html = renderToString(<ContactForm />);
    expect(html).toMatch(/<input type="hidden" name="submission_id"\/>/);
    expect(html).toMatch(/<input type="hidden" name="form_started"\/>/);
  });
});
