/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { formatSavings } from "@/lib/calculator/format";
import { presetValues } from "@/lib/calculator/presets";
import { computeQuote } from "@/lib/calculator/quote";
import { SavingsCalculator } from "./savings-calculator.client";

const defaults = presetValues();

function interchangePlusRow() {
  const row = screen.getByRole("row", { name: /^Interchange plus/ });
  return within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
}

describe("SavingsCalculator", () => {
  beforeEach(() => window.history.replaceState(null, "", "/"));

  it("starts from the page's defaults when the address carries no figures", () => {
    render(<SavingsCalculator defaults={defaults} />);
    expect(screen.getByLabelText(/Monthly card sales/)).toHaveValue(50_000);
    expect(interchangePlusRow()).toEqual(["$959–$1,317", "$11,510–$15,800", "$2,200–$6,490"]);
    expect(screen.queryByText(/shared link/)).not.toBeInTheDocument();
  });

  it("opens a shared link with its figures", () => {
    window.history.replaceState(null, "", "/?vol=10000&ticket=100&credit=100&fees=400");
    render(<SavingsCalculator defaults={defaults} />);
    expect(screen.getByText(/figures from a shared link/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Total monthly processing fees/)).toHaveValue(400);
    expect(screen.getByRole("row", { name: /What you pay today/ })).toHaveTextContent("$400");
  });

  it("recalculates as the visitor types and writes the figures to the address", async () => {
    const user = userEvent.setup();
    render(<SavingsCalculator defaults={defaults} />);
    const volume = screen.getByLabelText(/Monthly card sales/);
    await user.clear(volume);
    await user.type(volume, "100000");
    expect(screen.getByRole("row", { name: /What you pay today/ })).toHaveTextContent("$3,000");
    await waitFor(() => expect(window.location.search).toBe("?vol=100000"));
  });

  it("marks the kept estimate out of date until the field is valid again", async () => {
    const user = userEvent.setup();
    render(<SavingsCalculator defaults={defaults} />);
    const estimate = screen.getByRole("region", { name: /^Your estimate/ });
    expect(estimate).not.toHaveAttribute("data-stale");
    const volume = screen.getByLabelText(/Monthly card sales/);
    await user.clear(volume);
    await user.type(volume, "-5");
    expect(estimate).toHaveAttribute("data-stale", "true");
    expect(estimate).toHaveAccessibleName(
      "Your estimate Out of date: fix the highlighted field to update these figures.",
    );
    await user.clear(volume);
    await user.type(volume, "20000");
    expect(estimate).not.toHaveAttribute("data-stale");
    expect(estimate).toHaveAccessibleName("Your estimate");
  });

  it("says what the zero-fee model still costs, and why", () => {
    render(<SavingsCalculator defaults={defaults} />);
    expect(screen.getByRole("rowheader", { name: /^Zero fee/ })).toHaveTextContent(
      /Still paid: \$\d[\d,–$]* on debit and prepaid cards, which cannot be surcharged/,
    );
  });

  it("flags a value out of bounds and keeps the last valid estimate", async () => {
    const user = userEvent.setup();
    render(<SavingsCalculator defaults={defaults} />);
    const share = screen.getByLabelText(/Share paid by credit card/);
    await user.clear(share);
    await user.type(share, "101");
    expect(share).toHaveAttribute("aria-invalid", "true");
    expect(share).toHaveAccessibleDescription("Enter a number from 0% to 100%.");
    const lastValid = computeQuote({ ...defaults, creditShare: 10 }).options[0];
    if (!lastValid?.available) throw new Error("interchange plus is always available");
    expect(interchangePlusRow()[2]).toBe(formatSavings(lastValid.yearlySavings));
  });

  it("keeps today's monthly cost when switching from a rate to fees", async () => {
    const user = userEvent.setup();
    render(<SavingsCalculator defaults={defaults} />);
    await user.click(screen.getByRole("radio", { name: "Total monthly fees" }));
    expect(screen.getByLabelText(/Total monthly processing fees/)).toHaveValue(1_500);
  });

  it("refuses the surcharge model in Massachusetts", async () => {
    const user = userEvent.setup();
    render(<SavingsCalculator defaults={defaults} />);
    await user.selectOptions(screen.getByLabelText("State"), "MA");
    expect(screen.getByRole("row", { name: /Zero fee/ })).toHaveTextContent(
      "Not available: Massachusetts law prohibits surcharging card payments.",
    );
  });
});
