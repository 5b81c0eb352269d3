import { oneLine } from "./lead-message";

describe("oneLine, for a mail header", () => {
  it("drops control, zero-width and direction-changing characters, and folds whitespace", () => {
    expect(oneLine("Dana\r\nBcc: x@evil.example")).toBe("Dana Bcc: x@evil.example");
    expect(oneLine("invoice\u202Efdp.exe \u2066Dana\u2069\u200B")).toBe("invoicefdp.exe Dana");
    expect(oneLine("a\u2028b\t\tc")).toBe("a b c");
  });

  it("leaves no encoded word a mail reader would decode into what nobody typed", () => {
    expect(oneLine("=?utf-8?Q?=E2=80=AEfdp.exe?=")).toBe("= ?utf-8?Q?=E2=80=AEfdp.exe?=");
    // Joined by an invisible character the first step removes: still broken up.
    expect(oneLine("=\u200B?utf-8?B?4oCu?=")).toBe("= ?utf-8?B?4oCu?=");
    expect(oneLine("Zoë O'Brien & Sons")).toBe("Zoë O'Brien & Sons");
  });

  it("cuts a long text with an ellipsis", () => {
    expect(oneLine("x".repeat(10), 5)).toBe("xxxx…");
  });
});
