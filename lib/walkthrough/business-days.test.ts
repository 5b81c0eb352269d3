import { hours } from "@/content/site";
import { isBusinessDay, nextBusinessDays, officeHolidays, officeToday } from "./business-days";

describe("business days at the office", () => {
  it("knows the holidays the office closes for, on the weekday they are observed", () => {
    expect([...officeHolidays(2026)].filter((day) => day.startsWith("2026"))).toEqual([
      "2026-01-01",
      "2026-05-25", // last Monday of May
      "2026-07-03", // July 4 is a Saturday
      "2026-09-07", // first Monday of September
      "2026-11-26", // fourth Thursday of November
      "2026-12-25",
    ]);
    expect(officeHolidays(2027).has("2027-12-24")).toBe(true); // Christmas on a Saturday
    expect(officeHolidays(2027).has("2027-12-31")).toBe(true); // New Year's Day 2028 is a Saturday
    expect(hours.closedOn).toHaveLength(6);
  });

  it.each([
    ["2026-11-24", true],
    ["2026-11-26", false], // Thanksgiving
    ["2026-11-28", false], // Saturday
    ["2026-11-29", false], // Sunday
    ["2026-02-30", false], // no such day
    ["tomorrow", false],
  ])("%s is a business day: %s", (day, open) => {
    expect(isBusinessDay(day)).toBe(open);
  });

  it("reads today's date in Central time, not the server's", () => {
    // 03:30 UTC on the 25th is still the evening of the 24th in Pewaukee.
    expect(officeToday(new Date("2026-11-25T03:30:00Z"))).toBe("2026-11-24");
    expect(officeToday(new Date("2026-11-25T06:30:00Z"))).toBe("2026-11-25");
  });

  it("starts the next business days tomorrow at the earliest, skipping weekends and holidays", () => {
    // Wednesday evening before Thanksgiving: Thursday is closed, Friday is open.
    expect(nextBusinessDays(new Date("2026-11-25T22:00:00Z"), 3)).toEqual([
      "2026-11-27",
      "2026-11-30",
      "2026-12-01",
    ]);
    // Friday afternoon: Monday.
    expect(nextBusinessDays(new Date("2026-12-04T20:00:00Z"), 1)).toEqual(["2026-12-07"]);
  });
});
