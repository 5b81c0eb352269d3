/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WelcomeAudio } from "./welcome-audio.client";

const props = {
  ogg: "/a.ogg",
  m4a: "/a.m4a",
  captions: "/a.vtt",
  transcriptHref: "#transcript",
  durationLabel: "41 seconds",
};

let volumes: number[];
let blockFirst: boolean;

beforeEach(() => {
  volumes = [];
  blockFirst = true;
  window.localStorage.clear();
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

  it("mutes and unmutes from its own button", async () => {
    blockFirst = false;
    const user = userEvent.setup();
    const { container } = render(<WelcomeAudio {...props} />);
    await user.click(screen.getByRole("button", { name: "Mute welcome message" }));
    expect(container.querySelector("audio")?.muted).toBe(true);
    await user.click(screen.getByRole("button", { name: "Unmute welcome message" }));
    expect(container.querySelector("audio")?.muted).toBe(false);
  });
});
