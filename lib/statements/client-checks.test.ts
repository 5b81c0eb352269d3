import { checkChosenFiles, progressPerFile } from "./client-checks";

const mb = 1024 * 1024;

describe("what the browser checks before a statement is sent", () => {
  it("accepts up to three statement files within the limits", () => {
    const chosen = [
      { name: "October.PDF", size: 2 * mb, type: "application/pdf" },
      { name: "IMG_0042.jpg", size: 3 * mb, type: "image/jpeg" },
      { name: "fees.xlsx", size: 40_000, type: "" },
    ];
    expect(checkChosenFiles(chosen)).toEqual({ perFile: [undefined, undefined, undefined] });
  });

  it("names each file it can already tell will be refused", () => {
    const { perFile } = checkChosenFiles([
      { name: "blank.pdf", size: 0, type: "application/pdf" },
      { name: "scan.pdf", size: 10 * mb + 1, type: "application/pdf" },
      { name: "setup.exe", size: 1000, type: "application/x-msdownload" },
    ]);
    expect(perFile[0]).toMatch(/This file is empty/);
    expect(perFile[1]).toMatch(/larger than 10 MB/);
    expect(perFile[2]).toMatch(/This is not a PDF, photo/);
  });

  it("says when there is no file, too many, or too much in all", () => {
    expect(checkChosenFiles([]).general).toMatch(/Choose your statement/);
    const pdf = { name: "a.pdf", size: 1000, type: "application/pdf" };
    expect(checkChosenFiles([pdf, pdf, pdf, pdf]).general).toMatch(/up to 3 files/);
    const big = { name: "a.pdf", size: 9 * mb, type: "application/pdf" };
    expect(checkChosenFiles([big, big, big]).general).toMatch(/larger than 25 MB/);
  });
});

describe("progress of each file from the bytes sent", () => {
  it("fills each file's bar in order, from none to all", () => {
    const sizes = [1000, 3000];
    const total = 4000 + 300;
    expect(progressPerFile(0, total, sizes)).toEqual([0, 0]);
    expect(progressPerFile(600, total, sizes)).toEqual([0.5, 0]);
    expect(progressPerFile(1200, total, sizes)[0]).toBe(1);
    expect(progressPerFile(total, total, sizes)).toEqual([1, 1]);
  });
});
