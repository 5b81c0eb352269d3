/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WelcomeAudio } from "./welcome-audio.client";
import { welcomeAudioIcons } from "@/components/ui/island-icons";

const props = {
  ogg: "/a.ogg",
  m4a: "/a.m4a",
  captions: "/a.vtt",
  transcriptHref: "#transcript",
  durationLabel: "41 seconds",
  icons: welcomeAudioIcons,
};

let volumes: number[];
let blockFirst: boolean;

beforeEach(() => {
  volumes = [];
  blockFirst = true;
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
  jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    volumes.push(this.volume);
    if (blockFirst && volumes.length === 1) {
      return Promise.reject(new DOMException("blocked", "NotAllowedError"));
    }
    return Promise.resolve();
  });
});

afterEach(() => jest.restoreAllMocks());

describe("WelcomeAudio", () => {
  it("tries to play at volume 0.7 once loaded, then retries on the first click elsewhere", async () => {
    const user = userEvent.setup();
    render(
      <>
        <p>Elsewhere</p>
        <WelcomeAudio {...props} />
      </>,
    );
    await waitFor(() => expect(volumes).toEqual([0.7]));
    await user.click(screen.getByText("Elsewhere"));
    await waitFor(() => expect(volumes).toEqual([0.7, 0.7]));
    expect(await screen.findByRole("button", { name: "Pause welcome message" })).toBeVisible();
  });

  it("lets a first click on its own Play button decide, instead of retrying twice", async () => {
    const user = userEvent.setup();
    render(<WelcomeAudio {...props} />);
    await waitFor(() => expect(volumes).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Play welcome message" }));
    await waitFor(() => expect(volumes).toHaveLength(2));
    expect(screen.getByRole("button", { name: "Pause welcome message" })).toBeVisible();
  });

  it("remembers a pause and does not autoplay on the next visit", async () => {
    blockFirst = false;
    const user = userEvent.setup();
    const { unmount } = render(<WelcomeAudio {...props} />);
    await user.click(await screen.findByRole("button", { name: "Pause welcome message" }));
    expect(window.localStorage.getItem("lcms:welcome-audio")).toBe("off");
    unmount();

    volumes = [];
    render(<WelcomeAudio {...props} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(volumes).toEqual([]);
  });

  it("starts when the visitor taps into a field elsewhere on the page", async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Monthly card sales" />
        <WelcomeAudio {...props} />
      </>,
    );
    await waitFor(() => expect(volumes).toHaveLength(1));
    await user.click(screen.getByRole("textbox"));
    await waitFor(() => expect(volumes).toHaveLength(2));
  });

  it("offers only Play while nothing plays, and Mute alongside Pause while it plays", async () => {
    const user = userEvent.setup();
    render(<WelcomeAudio {...props} />);
    await waitFor(() => expect(volumes).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Play welcome message" })).toBeVisible();
    expect(screen.queryByRole("button", { name: /mute/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Play welcome message" }));
    expect(await screen.findByRole("button", { name: "Mute welcome message" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Pause welcome message" })).toBeVisible();
  });

  it("mutes and unmutes from its own button, and remembers a mute", async () => {
    blockFirst = false;
    const user = userEvent.setup();
    const { container, unmount } = render(<WelcomeAudio {...props} />);
    await user.click(await screen.findByRole("button", { name: "Mute welcome message" }));
    expect(container.querySelector("audio")?.muted).toBe(true);
    expect(window.localStorage.getItem("lcms:welcome-audio")).toBe("off");
    await user.click(screen.getByRole("button", { name: "Unmute welcome message" }));
    expect(container.querySelector("audio")?.muted).toBe(false);
    await user.click(screen.getByRole("button", { name: "Mute welcome message" }));
    unmount();

    window.sessionStorage.clear();
    volumes = [];
    render(<WelcomeAudio {...props} />);
    await user.click(document.body);
    expect(volumes).toEqual([]);
  });

  it("does not start by itself again in a session in which it has played", async () => {
    blockFirst = false;
    const user = userEvent.setup();
    const { unmount } = render(<WelcomeAudio {...props} />);
    await screen.findByRole("button", { name: "Pause welcome message" });
    unmount();

    volumes = [];
    render(<WelcomeAudio {...props} />);
    await user.click(document.body);
    await user.keyboard("a");
    expect(volumes).toEqual([]);
    expect(screen.getByRole("button", { name: "Play welcome message" })).toBeVisible();
  });

  it("hands focus from Mute to Play when the message ends", async () => {
    blockFirst = false;
    const { container } = render(<WelcomeAudio {...props} />);
    const mute = await screen.findByRole("button", { name: "Mute welcome message" });
    mute.focus();
    fireEvent(container.querySelector("audio")!, new Event("ended"));
    expect(screen.queryByRole("button", { name: "Mute welcome message" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Play welcome message" })).toHaveFocus();
  });
});
