/** @jest-environment jsdom */
import { formBusyFor, isFormField } from "./form-activity";
import { CHAT_FORM_IDLE_MS, CHAT_FORM_RECHECK_MS } from "./timing";

const make = (html: string) => {
  const holder = document.createElement("div");
  holder.innerHTML = html;
  return holder.firstElementChild;
};

describe("isFormField", () => {
  it.each([
    '<input type="text">',
    '<input type="email">',
    '<input type="number">',
    '<input type="radio">',
    '<input type="checkbox">',
    "<textarea></textarea>",
    "<select><option>WI</option></select>",
  ])("counts %s as a field", (html) => expect(isFormField(make(html))).toBe(true));

  it.each([
    '<input type="submit">',
    '<input type="button">',
    '<input type="hidden">',
    "<button>Send</button>",
    '<a href="/apply">Apply</a>',
    "<div></div>",
  ])("does not count %s", (html) => expect(isFormField(make(html))).toBe(false));

  it("does not count a missing element", () => expect(isFormField(null)).toBe(false));
});

describe("formBusyFor", () => {
  const now = 1_000_000;
  const field = make('<input type="text">');
  const link = make('<a href="/">Home</a>');

  it("is 0 when no field has focus and none was ever changed", () => {
    expect(formBusyFor({ focused: link, lastEditAt: -Infinity, now })).toBe(0);
  });

  it("looks again shortly while a field has focus, however long ago it changed", () => {
    expect(formBusyFor({ focused: field, lastEditAt: -Infinity, now })).toBe(CHAT_FORM_RECHECK_MS);
  });

  it("waits out the rest of the 15 s after the last change", () => {
    expect(formBusyFor({ focused: link, lastEditAt: now - 4_000, now })).toBe(
      CHAT_FORM_IDLE_MS - 4_000,
    );
    expect(formBusyFor({ focused: null, lastEditAt: now - CHAT_FORM_IDLE_MS, now })).toBe(0);
  });
});
