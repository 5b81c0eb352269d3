/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { CopyButton } from "./copy-button.client";
import { copyIcons } from "@/components/ui/island-icons";

const text = "Line one\n\nLine two with #hashtag and “quotes”";

function mockClipboard(writeText: (value: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard");
  Reflect.deleteProperty(document, "execCommand");
});

it("puts the exact text on the clipboard and announces Copied", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  const user = userEvent.setup();
  mockClipboard(writeText);
  render(<CopyButton {...copyIcons} text={text} label="Copy post text" />);

  await user.click(screen.getByRole("button", { name: "Copy post text" }));

  expect(writeText).toHaveBeenCalledWith(text);
  expect(screen.getByRole("status")).toHaveTextContent("Copied");
  expect(screen.getByRole("button")).toHaveAccessibleName("Copy post text");
});

it("falls back to the copy command when the Clipboard API is refused", async () => {
  const user = userEvent.setup();
  mockClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
  const execCommand = jest.fn().mockReturnValue(true);
  Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
  render(<CopyButton {...copyIcons} text={text} />);

  await user.click(screen.getByRole("button", { name: "Copy" }));

  expect(execCommand).toHaveBeenCalledWith("copy");
  expect(screen.getByRole("status")).toHaveTextContent("Copied");
});

it("explains how to copy by hand and selects the source text when every method fails", async () => {
  const user = userEvent.setup();
  mockClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
  Object.defineProperty(document, "execCommand", { value: () => false, configurable: true });
  render(
    <>
      <p id="post-text">{text}</p>
      <CopyButton {...copyIcons} text={text} sourceId="post-text" />
    </>,
  );

  await user.click(screen.getByRole("button", { name: "Copy" }));

  expect(screen.getByRole("status")).toHaveTextContent(/press Ctrl\+C/);
  expect(window.getSelection()?.toString()).toBe(text);
});

it("is disabled in the server HTML, so a click before hydration cannot fail silently", () => {
  expect(renderToString(<CopyButton {...copyIcons} text={text} />)).toMatch(
    /<button[^>]*disabled=""/,
  );
});
