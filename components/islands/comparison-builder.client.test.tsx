/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { workedExample } from "@/lib/comparison/worked-example";
import { comparisonPrefill } from "@/lib/statements/figures/prefill";
import { confirmedRead } from "@/lib/statements/figures/testing/sample-reads";
import { ComparisonBuilder } from "./comparison-builder.client";

type Answer = { status: number; body: unknown };
const posted: { url: string; init: RequestInit }[] = [];
let answer: Answer;
beforeEach(() => {
  posted.length = 0;
  answer = { status: 200, body: { ok: true, sentAt: "2026-11-27T15:04:00.000Z" } };
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    posted.push({ url: String(url), init: init ?? {} });
    return {
      ok: answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    } as Response;
  });
});

const box = (name: string | RegExp) => screen.getByRole("textbox", { name });
const action = "/team/leads/42/comparison";

async function fillMonth(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box(/Statement month/), "2026-10");
  await user.type(box("Card sales ($)"), "40,000");
  await user.type(box("Card payments"), "800");
  await user.type(box("Total fees ($)"), "1236.40");
}

describe("ComparisonBuilder", () => {
  it("shows the effective rate and our price as the specialist types", async () => {
    const user = userEvent.setup();
    render(<ComparisonBuilder leadId="42" action={action} />);
    expect(screen.getByText(/appears here once the month/)).toBeInTheDocument();
    await fillMonth(user);
    const summary = screen.getByRole("region", { name: /as the merchant will get it/ });
    // $1,236.40 ÷ $40,000 = 3.09%; no card-brand lines, so estimated at the credit rate:
    // $40,000 × 1.85% + 800 × 10¢ = $820.00, markup $80.00 + $64.00, account fee $10.00.
    expect(within(summary).getByText("3.09%")).toBeInTheDocument();
    const ours = () => within(summary).getByRole("row", { name: /Total with us/ });
    expect(ours()).toHaveTextContent("$974.00");

    await user.click(screen.getByRole("button", { name: "Add a fee line" }));
    await user.type(box("Fee 1 name"), "PCI non-compliance fee");
    await user.type(box("Fee 1 amount ($)"), "39.95");
    const pci = within(summary).getByRole("rowheader", { name: /PCI non-compliance fee/ });
    expect(pci).toHaveTextContent("non-compliance fee until it is done");

    await user.click(screen.getByRole("radio", { name: "Flat rate" }));
    // $40,000 × 2.6% + 800 × 15¢ = $1,160.00
    expect(ours()).toHaveTextContent("$1,160.00");
  });

  it("shows each problem by its field and focuses the first, posting nothing", async () => {
    const user = userEvent.setup();
    render(<ComparisonBuilder leadId="42" action={action} />);
    await user.type(box("Card sales ($)"), "40000");
    await user.type(box("Total fees ($)"), "12.345");
    await user.click(screen.getByRole("button", { name: "Send the comparison" }));
    const month = box(/Statement month/);
    await waitFor(() => expect(month).toHaveFocus());
    expect(month).toHaveAttribute("aria-invalid", "true");
    expect(month).toHaveAccessibleDescription(/Enter the statement month as YYYY-MM\./);
    expect(box("Card payments")).toHaveAccessibleDescription("Enter the number of card payments.");
    expect(box("Total fees ($)")).toHaveAccessibleDescription(
      "Enter total fees in dollars and cents.",
    );
    expect(posted).toEqual([]);
  });

  it("posts the inputs in cents as JSON and shows when it was sent", async () => {
    const user = userEvent.setup();
    render(<ComparisonBuilder leadId="42" action={action} defaults={workedExample} />);
    expect(box("Fee 6 name")).toHaveValue("Batch fee");
    await user.click(screen.getByRole("button", { name: "Send the comparison" }));
    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent("Sent Nov 27, 2026, 9:04 AM Central");
    expect(notice).toHaveFocus();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.url).toBe(action);
    expect(posted[0]?.init).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(JSON.parse(String(posted[0]?.init.body))).toEqual({
      ...workedExample,
      cardPremiumPercent: undefined,
    });
    expect(screen.getByRole("button", { name: "Send the comparison" })).toBeDisabled();
  });

  it("shows the server's refusal and lets the specialist try again", async () => {
    const user = userEvent.setup();
    answer = {
      status: 409,
      body: {
        ok: false,
        status: 409,
        errors: { form: "This lead's comparison was already sent." },
      },
    };
    render(<ComparisonBuilder leadId="42" action={action} defaults={workedExample} />);
    await user.click(screen.getByRole("button", { name: "Send the comparison" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("already sent");
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole("button", { name: "Send the comparison" })).toBeEnabled();
  });

  it("removes a fee line with the keyboard", async () => {
    const user = userEvent.setup();
    render(<ComparisonBuilder leadId="42" action={action} defaults={workedExample} />);
    screen.getByRole("button", { name: "Remove fee 1" }).focus();
    await user.keyboard("{Enter}");
    expect(box("Fee 1 name")).toHaveValue("Visa/MC assessments");
    expect(screen.queryByRole("textbox", { name: "Fee 6 name" })).toBeNull();
  });

  it("marks the fields read from the file, and a field the specialist changes as typed", async () => {
    const user = userEvent.setup();
    const prefill = comparisonPrefill([
      { position: 1, name: "october.pdf", mediaType: "application/pdf", read: confirmedRead },
    ])!;
    render(<ComparisonBuilder leadId="42" action={action} {...prefill} />);
    expect(box("Card sales ($)")).toHaveValue("48210.55");
    expect(box("Card sales ($)")).toHaveAccessibleDescription(
      "Read from the file (page 1, line 12)",
    );
    expect(box("Fee 3 name")).toHaveValue("PCI non-compliance fee");
    expect(box("Fee 3 name")).toHaveAccessibleDescription("Read from the file (page 1, line 27)");
    await user.clear(box("Total fees ($)"));
    await user.type(box("Total fees ($)"), "1300");
    expect(box("Total fees ($)")).toHaveAccessibleDescription("Typed");
    await user.type(box("Fee 3 amount ($)"), "5");
    expect(box("Fee 3 name")).toHaveAccessibleDescription("Typed");
    expect(box("Fee 1 name")).toHaveAccessibleDescription(/Read from the file/);
    await user.click(screen.getByRole("button", { name: "Add a fee line" }));
    expect(box("Fee 4 name")).not.toHaveAccessibleDescription();
    await user.type(box("Fee 4 name"), "Batch fee");
    expect(box("Fee 4 name")).toHaveAccessibleDescription("Typed");
  });

  it("marks nothing when nothing was read from the file", async () => {
    const user = userEvent.setup();
    render(<ComparisonBuilder leadId="42" action={action} />);
    await user.type(box("Card sales ($)"), "40000");
    expect(box("Card sales ($)")).not.toHaveAccessibleDescription();
  });
});
