import type { StatementRead } from "./types";

// The readers stand in here: each test says what the export and PDF readers answer.
const readExport = jest.fn<Promise<StatementRead>, [Buffer, "csv" | "xlsx"]>();
const readPdfFigures = jest.fn<Promise<StatementRead>, [Buffer]>();
jest.mock("./exports", () => ({
  readExport: (...args: [Buffer, "csv" | "xlsx"]) => readExport(...args),
}));
jest.mock("./pdf", () => ({ readPdfFigures: (bytes: Buffer) => readPdfFigures(bytes) }));

import { readFigures } from "./read";

const figures: StatementRead = {
  read: true,
  figures: { format: "stripe-payments", feeLines: [], brands: [], checks: [], flags: [] },
};
const bytes = Buffer.from("Date,Amount\n");

describe("readFigures", () => {
  beforeEach(() => {
    readExport.mockReset().mockResolvedValue(figures);
    readPdfFigures.mockReset().mockResolvedValue({ read: false, reason: "unknown-layout" });
  });

  it("hands CSV and XLSX to the export reader with their kind, and PDFs to the PDF reader", async () => {
    expect(await readFigures(bytes, "csv")).toBe(figures);
    expect(await readFigures(bytes, "xlsx")).toBe(figures);
    expect(readExport.mock.calls.map(([, kind]) => kind)).toEqual(["csv", "xlsx"]);
    expect(await readFigures(bytes, "pdf")).toEqual({ read: false, reason: "unknown-layout" });
    expect(readPdfFigures).toHaveBeenCalledWith(bytes);
  });

  it("reads no photo: photos stay with the specialist", async () => {
    for (const kind of ["jpeg", "png", "webp"] as const) {
      expect(await readFigures(bytes, kind)).toEqual({ read: false, reason: "image" });
    }
    expect(readExport).not.toHaveBeenCalled();
    expect(readPdfFigures).not.toHaveBeenCalled();
  });

  it("answers a reader that throws as unread, without passing its message on", async () => {
    readPdfFigures.mockRejectedValue(new Error("line 4: 'Dana's Bakery' $1,149.00"));
    readExport.mockImplementation(() => {
      throw new TypeError("boom");
    });
    expect(await readFigures(bytes, "pdf")).toEqual({ read: false, reason: "unknown-layout" });
    expect(await readFigures(bytes, "csv")).toEqual({ read: false, reason: "unknown-layout" });
  });
});
