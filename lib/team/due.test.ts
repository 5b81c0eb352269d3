import { dueState, reviewDueAt } from "./due";

// 2026-11: Central time is CST (UTC-6). Thanksgiving is Thursday, November 26, 2026.
const central = (local: string) => new Date(`${local}-06:00`);

describe("reviewDueAt", () => {
  it("gives a request in office hours the same time on the next business day", () => {
    expect(reviewDueAt(central("2026-11-17T10:00:00"))).toEqual(central("2026-11-18T10:00:00"));
  });

  it("carries Friday afternoon across the weekend to Monday", () => {
    expect(reviewDueAt(central("2026-11-20T16:00:00"))).toEqual(central("2026-11-23T16:00:00"));
  });

  it("starts the clock at Monday's opening for a request sent on the weekend", () => {
    expect(reviewDueAt(central("2026-11-21T11:30:00"))).toEqual(central("2026-11-23T17:00:00"));
  });

  it("starts the clock at the next opening for a request sent after closing or before opening", () => {
    expect(reviewDueAt(central("2026-11-17T19:45:00"))).toEqual(central("2026-11-18T17:00:00"));
    expect(reviewDueAt(central("2026-11-18T06:10:00"))).toEqual(central("2026-11-18T17:00:00"));
  });

  it("skips an office holiday (Thanksgiving) and the weekend after it", () => {
    expect(reviewDueAt(central("2026-11-25T15:00:00"))).toEqual(central("2026-11-27T15:00:00"));
    expect(reviewDueAt(central("2026-11-26T09:00:00"))).toEqual(central("2026-11-27T17:00:00"));
  });

  it("counts in Central daylight time in summer", () => {
    expect(reviewDueAt(new Date("2026-07-14T10:00:00-05:00"))).toEqual(
      new Date("2026-07-15T10:00:00-05:00"),
    );
  });
});

describe("dueState", () => {
  const due = central("2026-11-18T10:00:00");
  it("says overdue once the time has passed, due soon within two hours, done once sent", () => {
    expect(dueState("new", due, central("2026-11-18T10:00:01"))).toBe("overdue");
    expect(dueState("in_review", due, central("2026-11-18T08:30:00"))).toBe("due-soon");
    expect(dueState("new", due, central("2026-11-17T12:00:00"))).toBe("waiting");
    expect(dueState("comparison_sent", due, central("2026-11-19T12:00:00"))).toBe("done");
  });
});
