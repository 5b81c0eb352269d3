import fc from "fast-check";
import { agrees, parseCents, sumCents } from "./money";

describe("parseCents", () => {
  it.each([
    ["$1,149.00 ", 114_900],
    ["1149", 114_900],
    ["1,149.5", 114_950],
    ["($33.62)", -3_362],
    ["-33.62", -3_362],
    ["-$33.62", -3_362],
    ["$-33.62", -3_362],
    ["33.62-", -3_362],
    ["33.62 CR", 3_362],
    ["33.62 DR", -3_362],
    ["USD 12.00", 1_200],
    ["1.149,00", 114_900],
    ["0.00", 0],
    ["−4.10", -410],
  ])("reads %j as %d cents", (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it.each(["", "abc", "12.345", "1,14,9.00", "$", "1.2.3", "12,3"])(
    "is undefined for %j, which is not an amount",
    (text) => {
      expect(parseCents(text)).toBeUndefined();
    },
  );

  it("reads back any amount written with a sign, separators and cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const abs = Math.abs(cents);
        const dollars = Math.floor(abs / 100).toLocaleString("en-US");
        const text = `${cents < 0 ? "-" : ""}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
        expect(parseCents(text)).toBe(cents === 0 ? 0 : cents);
      }),
    );
  });
});

describe("sums", () => {
  it("adds cents and agrees within a cent by default", () => {
    expect(sumCents([100, 250, -50])).toBe(300);
    expect(agrees(1000, 1001)).toBe(true);
    expect(agrees(1000, 1002)).toBe(false);
  });
});
