import fc from "fast-check";
import { scriptTime, vttTime } from "./timecode";

describe("scriptTime", () => {
  it("writes minutes and zero-padded seconds", () => {
    expect(scriptTime(0)).toBe("0:00");
    expect(scriptTime(5)).toBe("0:05");
    expect(scriptTime(45)).toBe("0:45");
    expect(scriptTime(90)).toBe("1:30");
  });
});

describe("vttTime", () => {
  it("writes the hh:mm:ss.ttt form WebVTT requires", () => {
    expect(vttTime(0)).toBe("00:00:00.000");
    expect(vttTime(3.5)).toBe("00:00:03.500");
    expect(vttTime(61.25)).toBe("00:01:01.250");
  });

  it("round-trips any time under a day to the millisecond", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_399_999 }), (millis) => {
        const [h, m, s] = vttTime(millis / 1000)
          .split(":")
          .map(Number);
        expect(Math.round(((h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)) * 1000)).toBe(millis);
      }),
    );
  });
});
