/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UtmBuilder } from "./utm-builder.client";
import { copyIcons } from "@/components/ui/island-icons";

const url = "https://www.example.com/cash-discount";
const defaults = { source: "facebook", medium: "paid_social", campaign: "fee-check" };

it("shows the tracked link for the post's defaults before anything is typed", () => {
  render(<UtmBuilder url={url} defaults={defaults} copyIcons={copyIcons} />);
  expect(
    screen.getByText(`${url}?utm_source=facebook&utm_medium=paid_social&utm_campaign=fee-check`),
  ).toBeInTheDocument();
});

it("rebuilds the link as fields change and copies exactly what it shows", async () => {
  const user = userEvent.setup();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  render(<UtmBuilder url={url} defaults={defaults} copyIcons={copyIcons} />);

  await user.clear(screen.getByLabelText("Campaign (utm_campaign)"));
  await user.type(screen.getByLabelText("Campaign (utm_campaign)"), "Spring Push");
  await user.type(screen.getByLabelText("Content (optional)"), "video-a");
  await user.click(screen.getByRole("button", { name: "Copy tracked link" }));

  const expected = `${url}?utm_source=facebook&utm_medium=paid_social&utm_campaign=spring-push&utm_content=video-a`;
  expect(screen.getByText(expected)).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith(expected);
});

it("marks an emptied required field and offers no link to copy", async () => {
  const user = userEvent.setup();
  render(<UtmBuilder url={url} defaults={defaults} copyIcons={copyIcons} />);

  await user.clear(screen.getByLabelText("Source (utm_source)"));

  expect(screen.getByLabelText("Source (utm_source)")).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByLabelText("Source (utm_source)")).toHaveAccessibleDescription(
    "Source is required",
  );
  expect(screen.queryByRole("button", { name: "Copy tracked link" })).not.toBeInTheDocument();
});

it("builds the link from what the visitor typed before the page's scripts ran", async () => {
  const { renderToString } = await import("react-dom/server");
  const builder = <UtmBuilder url={url} defaults={defaults} copyIcons={copyIcons} />;
  const container = document.createElement("div");
  container.innerHTML = renderToString(builder);
  document.body.append(container);
  container.querySelector<HTMLInputElement>('input[name="campaign"]')!.value = "spring";

  render(builder, { container, hydrate: true });
  expect(
    screen.getByText(`${url}?utm_source=facebook&utm_medium=paid_social&utm_campaign=spring`),
  ).toBeInTheDocument();
});
