/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { audiences, sequences } from "@/content/collateral/outreach";
import { OutreachManager } from "./outreach-manager.client";
import { copyIcons } from "@/components/ui/island-icons";

const options = audiences.map(({ id, label, pain, remedy, detail, peers }) => ({
  id,
  label,
  tokens: { pain, remedy, detail, peers },
}));
const constants = { company: "Lake Country Merchant Services", phone: "(262) 555-0147" };

function renderManager() {
  render(
    <OutreachManager
      audiences={options}
      sequences={sequences}
      constants={constants}
      copyIcons={copyIcons}
    />,
  );
}

it("shows every step of the first sequence with bracketed placeholders before anything is typed", () => {
  renderManager();
  const steps = screen.getAllByRole("listitem");
  expect(steps).toHaveLength(sequences[0]?.steps.length ?? 0);
  expect(steps[0]).toHaveTextContent("Hi [First name],");
  expect(steps[0]).toHaveTextContent("restaurant owners");
});

it("fills the prospect's details into every step as they are typed", async () => {
  const user = userEvent.setup();
  renderManager();
  await user.type(screen.getByLabelText("First name"), "Ana");
  await user.type(screen.getByLabelText("Business"), "Lakeside Cafe");
  await user.type(screen.getByLabelText("Your name"), "Sam");

  const first = screen.getAllByRole("listitem")[0];
  expect(first).toHaveTextContent("Subject: A question about card fees at Lakeside Cafe");
  expect(first).toHaveTextContent("Hi Ana,");
  expect(first).not.toHaveTextContent("[Your name]");
});

it("switches the wording with the audience and the steps with the sequence", async () => {
  const user = userEvent.setup();
  renderManager();
  await user.selectOptions(screen.getByLabelText("Audience"), "b2b");
  expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("level 2 and level 3 data");

  await user.selectOptions(screen.getByLabelText("Sequence"), "renewal-watch");
  expect(screen.getByRole("button", { name: "Copy call script of step 4" })).toBeInTheDocument();
});

it("copies exactly the filled-in text of a step", async () => {
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  renderManager();
  await user.type(screen.getByLabelText("First name"), "Ana");

  const second = screen.getAllByRole("listitem")[1] as HTMLElement;
  await user.click(within(second).getByRole("button", { name: /Copy LinkedIn message/ }));
  expect(writeText).toHaveBeenCalledWith(
    "Hi Ana, I work with restaurant owners around [City] on card-processing costs. I'd be glad to connect and share what I see on statements.",
  );
});

it("works from what the visitor chose and typed before the page's scripts ran", async () => {
  const { renderToString } = await import("react-dom/server");
  const manager = (
    <OutreachManager
      audiences={options}
      sequences={sequences}
      constants={constants}
      copyIcons={copyIcons}
    />
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(manager);
  document.body.append(container);
  // The server's HTML, changed by the visitor before hydration.
  const [audience] = container.querySelectorAll("select");
  audience!.value = "healthcare";
  container.querySelector<HTMLInputElement>('input[name="firstName"]')!.value = "Priya";

  render(manager, { container, hydrate: true });
  const first = screen.getAllByRole("listitem")[0];
  expect(screen.getByLabelText("Audience")).toHaveValue("healthcare");
  expect(first).toHaveTextContent("Hi Priya,");
  expect(first).not.toHaveTextContent("restaurant owners");
});
