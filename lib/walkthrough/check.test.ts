import { checkWindows } from "./check";

// Tuesday, November 24, 2026, 10:00 in Pewaukee: the next business day is Wednesday the 25th.
const now = new Date("2026-11-24T16:00:00Z");
const check = (answers: Record<string, string>) => checkWindows(answers, now);

describe("checkWindows", () => {
  it("keeps up to three complete windows, in the order given", () => {
    expect(
      check({
        window1Day: "2026-11-25",
        window1Slot: "08",
        window3Day: "2026-11-27",
        window3Slot: "15",
      }),
    ).toEqual({
      windows: [
        { day: "2026-11-25", slot: "08" },
        { day: "2026-11-27", slot: "15" },
      ],
      issues: [],
    });
  });

  it("asks for at least one window", () => {
    expect(check({}).issues).toEqual([
      { field: "window1Day", message: "Choose at least one day and time for the call." },
    ]);
  });

  it.each([
    [
      "today",
      { window1Day: "2026-11-24", window1Slot: "08" },
      "window1Day",
      /from Wednesday, November 25 to/,
    ],
    [
      "Thanksgiving",
      { window1Day: "2026-11-26", window1Slot: "08" },
      "window1Day",
      /at least one business day ahead/,
    ],
    ["a Saturday", { window2Day: "2026-11-28", window2Slot: "10" }, "window2Day", /weekday/],
    [
      "five weeks ahead",
      { window1Day: "2026-12-31", window1Slot: "10" },
      "window1Day",
      /to Wednesday, December 23/,
    ],
    ["a day without a time", { window1Day: "2026-11-25" }, "window1Slot", /Choose a time/],
    ["a time without a day", { window1Slot: "08" }, "window1Day", /Choose a day/],
    [
      "a time outside the list",
      { window1Day: "2026-11-25", window1Slot: "12" },
      "window1Slot",
      /times listed/,
    ],
    [
      "an evening hour",
      { window1Day: "2026-11-25", window1Slot: "18" },
      "window1Slot",
      /times listed/,
    ],
  ])("refuses %s", (_, answers, field, message) => {
    const { windows, issues } = check(answers);
    expect(windows).toEqual([]);
    expect(issues).toEqual([
      expect.objectContaining({ field, message: expect.stringMatching(message) }),
    ]);
  });

  it("refuses the same window twice", () => {
    const twice = {
      window1Day: "2026-11-25",
      window1Slot: "08",
      window2Day: "2026-11-25",
      window2Slot: "08",
    };
    expect(check(twice).issues).toEqual([
      { field: "window2Slot", message: "You chose this day and time already." },
    ]);
  });
});
