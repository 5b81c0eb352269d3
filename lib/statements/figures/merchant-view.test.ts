import { merchantFile, periodText } from "./merchant-view";
import type { FileRead } from "./store";
import { confirmedRead, unconfirmedRead } from "./testing/sample-reads";
import type { StatementRead } from "./types";

const file = (read: StatementRead | null, mediaType = "application/pdf"): FileRead => ({
  position: 1,
  name: "october.pdf",
  mediaType,
  read,
});

describe("what the sender sees of a file", () => {
  it("shows confirmed figures, the rate with its basis and the flags with their amounts", () => {
    expect(merchantFile(file(confirmedRead))).toEqual({
      position: 1,
      name: "october.pdf",
      state: "figures",
      figures: {
        period: { from: "2026-10-01", to: "2026-10-31" },
        sales: { cents: 4_821_055, basis: "gross" },
        payments: 1_212,
        fees: 123_640,
        rate: { percent: expect.closeTo(2.5646, 3), basis: "gross" },
        flags: [
          expect.objectContaining({ kind: "pci-non-compliance", amount: 1_995, glossaryId: "pci" }),
        ],
      },
    });
  });

  it("never shows a figure the file's sums contradict: fees, the rate and flag amounts go", () => {
    const shown = merchantFile(file(unconfirmedRead));
    expect(shown).toMatchObject({ state: "figures", figures: { sales: { cents: 4_821_055 } } });
    if (shown.state !== "figures") throw new Error("figures");
    expect(shown.figures.fees).toBeUndefined();
    expect(shown.figures.rate).toBeUndefined();
    expect(shown.figures.flags.map((flag) => flag.amount)).toEqual([undefined]);
  });

  it("says a specialist reads a file with nothing confirmed, or not read; photos stay with them", () => {
    const nothing = structuredClone(unconfirmedRead);
    if (nothing.read) {
      nothing.figures.grossSales!.confirmed = false;
      nothing.figures.payments!.confirmed = false;
    }
    expect(merchantFile(file(nothing)).state).toBe("reading");
    expect(merchantFile(file({ read: false, reason: "too-complex" })).state).toBe("reading");
    expect(merchantFile(file(null)).state).toBe("reading");
    expect(merchantFile(file({ read: false, reason: "image" }, "image/jpeg")).state).toBe("photo");
    expect(merchantFile(file(null, "image/png")).state).toBe("photo");
  });

  it("names a calendar month by its name, and any other period by its dates", () => {
    expect(periodText({ from: "2026-10-01", to: "2026-10-31" })).toBe("October 2026");
    expect(periodText({ from: "2026-02-01", to: "2026-02-28" })).toBe("February 2026");
    expect(periodText({ from: "2026-10-01", to: "2026-11-15" })).toBe(
      "October 1 – November 15, 2026",
    );
    expect(periodText({ from: "2025-12-15", to: "2026-01-14" })).toBe(
      "December 15, 2025 – January 14, 2026",
    );
  });
});
