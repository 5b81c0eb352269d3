/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { submitDownload } from "@/lib/leads/actions";
import { EbookDownloadForm } from "./ebook-download-form.client";

jest.mock("@/lib/leads/actions", () => ({ submitDownload: jest.fn() }));
const action = jest.mocked(submitDownload);

const file = { href: "/ebook/guide.pdf", name: "guide.pdf" };
const renderForm = () =>
  render(
    <EbookDownloadForm
      asset="credit-card-savings-ebook"
      fileHref={file.href}
      fileName={file.name}
    />,
  );

beforeEach(() => action.mockReset());

describe("EbookDownloadForm", () => {
  it("offers no download link until the visitor has sent the form", () => {
    renderForm();
    expect(screen.queryByRole("link", { name: /Download/ })).toBeNull();
    expect(screen.getByRole("textbox", { name: /Business name/ })).not.toBeRequired();
    expect(screen.getByRole("combobox", { name: /Type of business/ })).not.toBeRequired();
  });

  it("posts nothing while the email is unusable, and says why by the field", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole("textbox", { name: "Your name" }), "Jordan Weiss");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "jordan@");
    await user.click(screen.getByRole("button", { name: "Send and download" }));
    const email = screen.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });

  it("posts the asset with the answers, then hands over the file", async () => {
    action.mockResolvedValue({ status: "success", values: {}, errors: {} });
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole("textbox", { name: "Your name" }), "Jordan Weiss");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "jordan@example.com");
    await user.click(screen.getByRole("button", { name: "Send and download" }));

    const link = await screen.findByRole("link", { name: "Download your copy (PDF)" });
    expect(link).toHaveAttribute("href", file.href);
    expect(link).toHaveAttribute("download", file.name);
    const sent = action.mock.calls[0]![1];
    expect(Object.fromEntries(sent)).toMatchObject({
      name: "Jordan Weiss",
      email: "jordan@example.com",
      asset: "credit-card-savings-ebook",
    });
    expect(screen.getByRole("status")).toHaveFocus();
  });
});
