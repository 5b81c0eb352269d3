import { isPlainClick } from "./plain-click";

const click = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};

describe("isPlainClick", () => {
  it("takes a primary click with no key held", () => {
    expect(isPlainClick(click)).toBe(true);
  });

  it.each([
    ["handled already", { defaultPrevented: true }],
    ["the middle button", { button: 1 }],
    ["with Cmd (new tab on a Mac)", { metaKey: true }],
    ["with Ctrl (new tab)", { ctrlKey: true }],
    ["with Shift (new window)", { shiftKey: true }],
    ["with Alt (download)", { altKey: true }],
  ])("leaves a click %s to the browser", (_, change) => {
    expect(isPlainClick({ ...click, ...change })).toBe(false);
  });
});
