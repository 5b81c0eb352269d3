/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { chatGreeting } from "@/content/chat";
import { createMessage } from "@/lib/chat/messages";
import { chatStorageKeys } from "@/lib/chat/storage";
import {
  CHAT_AUTO_OPEN_MS,
  CHAT_FORM_IDLE_MS,
  CHAT_FORM_RECHECK_MS,
  CHAT_REPLY_DELAY_MS,
} from "@/lib/chat/timing";
import { ChatLauncher } from "./chat-launcher.client";

/** Lets the dynamic import of the panel resolve and React render it. */
const flush = () => act(async () => {});
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const dialog = () => screen.queryByRole("dialog", { name: "Chat Support" });
const input = () => screen.getByRole("textbox", { name: "Message" });

async function openByHand() {
  fireEvent.click(screen.getByRole("button", { name: "Chat with us" }));
  await flush();
  expect(dialog()).toBeInTheDocument();
}

function send(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input().closest("form")!);
}

describe("ChatLauncher", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, "", "/");
  });

  it("opens by itself at 25 s without taking focus, and records that it was shown", async () => {
    render(<ChatLauncher icon={null} />);
    const launcher = screen.getByRole("button", { name: "Chat with us" });
    launcher.blur();
    await advance(CHAT_AUTO_OPEN_MS - 1);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1);
    await flush();
    expect(dialog()).toBeVisible();
    expect(dialog()).toHaveAccessibleDescription(chatGreeting);
    expect(dialog()).not.toContainElement(document.activeElement as HTMLElement);
    expect(sessionStorage.getItem(chatStorageKeys.seen)).toBe("1");
  });

  it("does not open by itself when the chat was already shown in this session", async () => {
    sessionStorage.setItem(chatStorageKeys.seen, "1");
    render(<ChatLauncher icon={null} />);
    await advance(CHAT_AUTO_OPEN_MS * 2);
    expect(dialog()).not.toBeInTheDocument();
  });

  it("moves focus to the message field when the visitor opens it", async () => {
    render(<ChatLauncher icon={null} />);
    await openByHand();
    expect(input()).toHaveFocus();
  });

  it("answers after the reply delay with a typing indicator meanwhile, ignoring blank input", async () => {
    render(<ChatLauncher icon={null} />);
    await openByHand();
    send("   ");
    expect(screen.queryByText("Assistant is typing…")).not.toBeInTheDocument();

    send("Is there a no fee option?");
    expect(screen.getByText("Assistant is typing…")).toBeInTheDocument();
    await advance(CHAT_REPLY_DELAY_MS - 1);
    expect(screen.queryByRole("link", { name: /Zero Fee/ })).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole("link", { name: /Zero Fee/ })).toHaveAttribute("href", "/zero-fee");
    expect(screen.queryByText("Assistant is typing…")).not.toBeInTheDocument();
  });

  it("minimises on Escape to a round button that shows unread replies and restores the chat", async () => {
    render(<ChatLauncher icon={null} />);
    await openByHand();
    send("What does it cost?");
    fireEvent.keyDown(input(), { key: "Escape" });
    expect(dialog()).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Restore chat" })).toHaveFocus();

    await advance(CHAT_REPLY_DELAY_MS);
    fireEvent.click(screen.getByRole("button", { name: "Restore chat, 1 new reply" }));
    expect(input()).toHaveFocus();
    expect(screen.getByText("What does it cost?")).toBeInTheDocument();
  });

  it("picks up the saved conversation and answers a message left without a reply", async () => {
    const saved = [createMessage(chatGreeting, true), createMessage("Can I call you?", false)];
    sessionStorage.setItem(chatStorageKeys.conversation, JSON.stringify(saved));
    render(<ChatLauncher icon={null} />);
    await openByHand();
    expect(screen.getByText("Can I call you?")).toBeInTheDocument();
    await advance(CHAT_REPLY_DELAY_MS);
    expect(screen.getByRole("link", { name: "Open the contact form" })).toBeInTheDocument();
  });

  it("opens from any element marked data-open-chat", async () => {
    render(
      <>
        <a href="#chat" data-open-chat="">
          Chat
        </a>
        <ChatLauncher icon={null} />
      </>,
    );
    const link = screen.getByRole("link", { name: "Chat" });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    act(() => void link.dispatchEvent(click));
    await flush();
    expect(click.defaultPrevented).toBe(true);
    expect(dialog()).toBeVisible();
  });
});

describe("ChatLauncher opening by itself around forms", () => {
  const phone = (narrow: boolean) =>
    Object.defineProperty(window, "matchMedia", {
      configurable: true,
      value: (query: string) => ({ matches: narrow, media: query }),
    });

  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    phone(false);
  });
  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, "", "/");
  });

  function renderWithField() {
    render(
      <>
        <label>
          Business name <input />
        </label>
        <ChatLauncher icon={null} />
      </>,
    );
    return screen.getByRole("textbox", { name: "Business name" });
  }

  it("waits while a field has focus, then until 15 s after its last change", async () => {
    const field = renderWithField();
    field.focus();
    await advance(CHAT_AUTO_OPEN_MS * 3);
    expect(dialog()).not.toBeInTheDocument();

    fireEvent.change(field, { target: { value: "Acme" } });
    field.blur();
    await advance(CHAT_FORM_RECHECK_MS);
    await flush();
    expect(dialog()).not.toBeInTheDocument();
    await advance(CHAT_FORM_IDLE_MS);
    await flush();
    expect(dialog()).toBeVisible();
  });

  it("waits 15 s after the last change of a field that no longer has focus", async () => {
    const field = renderWithField();
    await advance(CHAT_AUTO_OPEN_MS - 5_000);
    fireEvent.input(field, { target: { value: "A" } });
    await advance(5_000);
    expect(dialog()).not.toBeInTheDocument();
    await advance(CHAT_FORM_IDLE_MS - 5_000 - 1);
    expect(dialog()).not.toBeInTheDocument();
    await advance(1);
    await flush();
    expect(dialog()).toBeVisible();
  });

  it.each(["/apply", "/contact"])("never opens by itself on %s", async (path) => {
    window.history.replaceState(null, "", path);
    render(<ChatLauncher icon={null} />);
    await advance(CHAT_AUTO_OPEN_MS * 4);
    expect(dialog()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(chatStorageKeys.seen)).toBeNull();
  });

  it("opens compact on a phone, and grows to the full panel when the visitor engages", async () => {
    phone(true);
    render(<ChatLauncher icon={null} />);
    await advance(CHAT_AUTO_OPEN_MS);
    await flush();
    expect(dialog()).toHaveAttribute("data-compact");
    expect(screen.queryByRole("textbox", { name: "Message" })).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Suggested questions" })).toBeVisible();

    fireEvent.click(screen.getByRole("button", { name: "Write a message" }));
    expect(dialog()).not.toHaveAttribute("data-compact");
    expect(input()).toHaveFocus();
  });

  it("opens the full panel on a phone when the visitor opens it by hand", async () => {
    phone(true);
    render(<ChatLauncher icon={null} />);
    await openByHand();
    expect(dialog()).not.toHaveAttribute("data-compact");
    expect(input()).toHaveFocus();
  });
});
