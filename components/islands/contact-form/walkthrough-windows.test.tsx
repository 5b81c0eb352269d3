/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { bookableDays } from "@/lib/walkthrough/windows";
import { ContactForm } from "../contact-form.client";

jest.mock("@/lib/leads/actions", () => ({ submitContact: jest.fn() }));

/** The static HTML as a visitor without JavaScript gets it, parsed into the test's document. */
function serverMarkup() {
  const host = document.createElement("div");
  host.innerHTML = renderToString(<ContactForm />);
  document.body.append(host);
  return host;
}

describe("the walkthrough windows", () => {
  afterEach(() => document.body.replaceChildren());

  it("render without JavaScript: a date field per choice and times in Central, no day list", () => {
    const host = serverMarkup();
    const first = within(host).getByRole("group", { name: "First choice" });
    const day = within(first).getByLabelText(/^Day/);
    expect(day).toHaveAttribute("type", "date");
    expect(day).toHaveAttribute("name", "window1Day");
    const time = within(first).getByRole("combobox", { name: /^Time, Central/ });
    expect([...time.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Choose…",
      "8:00–10:00 a.m.",
      "10:00 a.m.–12:00 p.m.",
      "1:00–3:00 p.m.",
      "3:00–5:00 p.m.",
    ]);
    expect(within(host).getAllByRole("group", { name: /choice$/ })).toHaveLength(3);
  });

  it("stay date fields after hydration until the walkthrough topic is chosen", async () => {
    render(<ContactForm />);
    // Long enough for a lazy import to have landed, had it been asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const first = screen.getByRole("group", { name: "First choice" });
    expect(within(first).getByLabelText(/^Day/)).toHaveAttribute("type", "date");
    expect(within(first).queryByRole("combobox", { name: /^Day/ })).toBeNull();
  });

  it("offer the bookable business days and the visitor's clock once the topic is chosen", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.selectOptions(screen.getByRole("combobox", { name: /help with/ }), "walkthrough");
    const first = screen.getByRole("group", { name: "First choice" });
    const day = await within(first).findByRole("combobox", { name: /^Day/ });
    const days = [...day.querySelectorAll("option")].slice(1).map((o) => o.value);
    expect(days).toEqual(bookableDays(new Date()));
    expect(day).toHaveValue(""); // nothing is chosen for the visitor
    await user.selectOptions(day, days[2]!);
    const time = within(first).getByRole("combobox", { name: /^Time, Central/ });
    const labels = [...time.querySelectorAll("option")].slice(1).map((o) => o.textContent);
    // The test runs in UTC, five or six hours ahead of the office: each time shows both clocks.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toMatch(/^(UTC|Etc\/UTC)$/);
    expect(labels).toEqual([
      expect.stringMatching(/^8:00–10:00 a\.m\. \((1|2):00–(3|4):00 p\.m\. your time\)$/),
      expect.stringMatching(/^10:00 a\.m\.–12:00 p\.m\. \((3|4):00–(5|6):00 p\.m\. your time\)$/),
      expect.stringMatching(/^1:00–3:00 p\.m\. \((6|7):00–(8|9):00 p\.m\. your time\)$/),
      expect.stringMatching(/^3:00–5:00 p\.m\. \((8|9):00–(10|11):00 p\.m\. your time\)$/),
    ]);
    await user.selectOptions(time, "13");
    expect(time).toHaveValue("13");
  });
});
