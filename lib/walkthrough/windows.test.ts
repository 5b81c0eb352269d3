import { hours } from "@/content/site";
import { localRange, officeWindowText, timeRange } from "./format";
import { officeMoment, walkthroughSlots, windowInterval } from "./windows";

describe("walkthrough windows", () => {
  it("lie within business hours, two hours each, never over each other", () => {
    for (const slot of walkthroughSlots) {
      expect(slot.start >= hours.opens && slot.end <= hours.closes).toBe(true);
    }
    const starts = walkthroughSlots.map((slot) => slot.start);
    expect([...starts].sort()).toEqual(starts);
    walkthroughSlots.slice(1).forEach((slot, i) => {
      expect(slot.start >= walkthroughSlots[i]!.end).toBe(true);
    });
  });

  it("carry Central time's offset for their own date, summer or winter", () => {
    expect(officeMoment("2026-07-14", "08:00")).toBe("2026-07-14T08:00:00-05:00");
    expect(officeMoment("2026-12-01", "08:00")).toBe("2026-12-01T08:00:00-06:00");
    // The first weekday after clocks go back.
    expect(windowInterval({ day: "2026-11-02", slot: "15" })).toEqual({
      start: "2026-11-02T15:00:00-06:00",
      end: "2026-11-02T17:00:00-06:00",
    });
  });

  it("read as the team reads them, in Central time", () => {
    const window = windowInterval({ day: "2026-12-01", slot: "10" });
    expect(officeWindowText(window)).toBe("Tue, Dec 1, 2026, 10:00 a.m.–12:00 p.m. Central time");
    expect(timeRange(windowInterval({ day: "2026-12-01", slot: "08" }), hours.timeZone)).toBe(
      "8:00–10:00 a.m.",
    );
  });

  it("show the visitor's own time when it differs, and the day when that differs too", () => {
    const window = windowInterval({ day: "2026-07-14", slot: "08" });
    expect(localRange(window, "America/Chicago")).toBeNull();
    expect(localRange(window, "America/Winnipeg")).toBeNull(); // same clock, other zone
    expect(localRange(window, "America/New_York")).toBe("9:00–11:00 a.m. your time");
    expect(localRange(window, "America/Phoenix")).toBe("6:00–8:00 a.m. your time"); // no DST
    expect(localRange(windowInterval({ day: "2026-07-14", slot: "15" }), "Asia/Tokyo")).toBe(
      "Wed, Jul 15, 5:00–7:00 a.m. your time",
    );
  });
});
